/**
 * The options of one listbox (WAI-ARIA combobox pattern, listbox popup): keywords as text, the
 * query part of suggestions in bold (docs/rules.md §5), built from text nodes, never HTML. History
 * options carry a pointer-only delete mark; keyboard users press Delete on the active option.
 */
import type { PluginProps } from '../../runtime/index';
import { highlight } from './highlight';
import { optionId } from './layer-markup';
import type { Option } from './search-state';

/** The id of the hidden hint that tells how to delete a history option. */
export const DELETE_HINT_ID = 'gnb-search-delete-hint';

interface Props {
  options: readonly Option[];
  query: string;
  activeId: string | null;
  onChoose(option: Option): void;
  onDelete(keyword: string): void;
  guard: PluginProps['guard'];
}

/** The `<li role="option">` items of one list. */
export function KeywordList({ options, query, activeId, onChoose, onDelete, guard }: Props) {
  return (
    <>
      {options.map((o) => {
        const id = optionId(o.section, o.position);
        const bold = o.section === 'suggested' || o.section === 'ai-search';
        return (
          <li
            key={id}
            id={id}
            role="option"
            aria-selected={id === activeId}
            aria-describedby={o.section === 'recent' ? DELETE_HINT_ID : undefined}
            className={`srd19-gnb-search__list-item${id === activeId ? ' is-active' : ''}`}
            an-ca="search"
            an-ac="search layer"
            an-la={`${o.section === 'recent' ? 'search history' : o.section}:keyword click`}
            onClick={guard(() => onChoose(o))}
          >
            {bold ? highlight(o.keyword, query).map((s, i) => (s.bold ? <b key={i}>{s.text}</b> : s.text)) : o.keyword}
            {o.section === 'recent' && (
              <span
                className="srd19-gnb-search__delete"
                aria-hidden="true"
                onClick={guard((event: { stopPropagation(): void }) => {
                  event.stopPropagation();
                  onDelete(o.keyword);
                })}
              >
                ×
              </span>
            )}
          </li>
        );
      })}
    </>
  );
}
