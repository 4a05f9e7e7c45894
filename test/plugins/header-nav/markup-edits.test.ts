/**
 * The header's markup edits (plugins/header-nav/nav-parts.ts): whatever the navigation sets on
 * the page's markup, and however often, switching it off puts back what the page had.
 */
import { describe, expect, it } from 'vitest';
import { MarkupEdits } from '../../../plugins/header-nav/nav-parts';

/** An element's attributes as `name=value`, in name order (putting one back appends it). */
const attrs = (el: Element) => [...el.attributes].map((a) => `${a.name}=${a.value}`).sort();

describe('header-nav markup edits', () => {
  it('an attribute set twice, or removed then set, comes back as the page had it; one the page lacked goes', () => {
    const a = document.createElement('a');
    a.setAttribute('role', 'menuitem');
    a.setAttribute('aria-haspopup', 'true');
    const b = document.createElement('span');
    const edits = new MarkupEdits();
    edits.set(a, 'role', 'button');
    edits.set(a, 'role', null);
    edits.set(a, 'aria-haspopup', null);
    edits.set(a, 'aria-haspopup', 'dialog');
    edits.set(b, 'id', 'sf-nav-panel-1');
    edits.set(b, 'id', 'sf-nav-panel-2');
    edits.set(null, 'role', 'button');
    expect([a.getAttribute('role'), a.getAttribute('aria-haspopup'), b.id]).toEqual([null, 'dialog', 'sf-nav-panel-2']);
    edits.undo();
    expect([attrs(a), attrs(b)]).toEqual([['aria-haspopup=true', 'role=menuitem'], []]);
    edits.undo(); // nothing left to put back
    expect(attrs(a)).toEqual(['aria-haspopup=true', 'role=menuitem']);
  });
});
