/**
 * The popup list of a dropdown (WAI-ARIA listbox: `option`s with `aria-selected`) or a menu
 * button (WAI-ARIA menu: `menuitem`s), in the legacy classes (`ul.menu__list >
 * li.menu__list-option > span.menu__list-option-text`). Focus stays on the list; the active
 * item is named by `aria-activedescendant`; the list is in the tab order (tabindex 0), as a
 * scrollable region must be reachable by keyboard. Labels are text, never markup.
 */
import type { KeyboardEvent, Ref } from 'react';

/** One item of the list. */
export interface MenuItem {
  label: string;
  disabled: boolean;
}

/** What the list shows and whom it tells. */
export interface MenuListProps {
  id: string;
  kind: 'listbox' | 'menu';
  items: readonly MenuItem[];
  active: number;
  selected: number;
  /** The list's accessible name (what the menu chooses). */
  label: string;
  listRef: Ref<HTMLUListElement>;
  onKeyDown(event: KeyboardEvent<HTMLUListElement>): void;
  onChoose(index: number): void;
  onHover(index: number): void;
}

/** The id of item `index` of list `id`. */
export const itemId = (id: string, index: number): string => `${id}-item-${index}`;

/** The open list. */
export function MenuList({ id, kind, items, active, selected, label, listRef, onKeyDown, onChoose, onHover }: MenuListProps) {
  return (
    <ul
      ref={listRef}
      id={id}
      className="menu__list"
      role={kind}
      tabIndex={0}
      aria-label={label}
      aria-activedescendant={active >= 0 ? itemId(id, active) : undefined}
      onKeyDown={onKeyDown}
    >
      {items.map((item, i) => (
        <li
          key={i}
          id={itemId(id, i)}
          role={kind === 'listbox' ? 'option' : 'menuitem'}
          className={`menu__list-option${i === active ? ' menu__list-option--active' : ''}`}
          aria-selected={kind === 'listbox' ? i === selected : undefined}
          aria-disabled={item.disabled ? true : undefined}
          onClick={() => !item.disabled && onChoose(i)}
          onPointerMove={() => !item.disabled && i !== active && onHover(i)}
        >
          <span className="menu__list-option-text">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
