/**
 * The oldest header generation's search layer (plugins/search/old-layer.ts), as the pe pages
 * ship it: its parts under the overlay's names, its hide modifiers and look-alikes out of the way,
 * and the dialog named by its title.
 */
import { describe, expect, it } from 'vitest';
import { findOldLayer } from '../../../plugins/search/old-layer';

const MARKUP = `
  <section class="gnb-search" style="display:none">
    <div class="gnb-search__dimmed"></div>
    <div class="gnb-search__contents">
      <h2 class="text-title">¿Qué estás buscando?</h2>
      <form class="gnb-search__form" action="javascript:;" role="search"><fieldset>
        <div class="gnb-search__input-wrap"><input class="gnb-search__input" type="text" name="search"><span class="gnb-search__placeholder">Galaxy S20</span><button class="gnb-search__input-btn--submit" type="submit">Buscar</button></div>
      </fieldset></form>
      <div class="gnb-search__result-wrap gnb-search__result-wrap--hide">
        <div class="gnb-search__suggested gnb-search__suggested--hide"><div class="gnb-search__result-title-wrap"><p class="gnb-search__result-title">Búsquedas sugeridas</p></div><ul class="gnb-search__result-list"></ul></div>
        <div class="gnb-search__no-suggestions gnb-search__no-suggestions--hide"><p class="gnb-search__result-title">No hay sugerencias</p></div>
        <div class="gnb-search__history gnb-search__history--hide"><div class="gnb-search__result-title-wrap"><p class="gnb-search__result-title">Historial de búsqueda</p><button class="gnb-search__btn--history-clear">Borrar todo</button></div><ul class="gnb-search__result-list"></ul></div>
        <div class="gnb-search__related gnb-search__related--hide"><ul class="gnb-search__result-list"></ul></div>
      </div>
      <button class="gnb-search__btn--close">Cancelar</button>
    </div>
  </section>`;

describe('the old search layer (section.gnb-search)', () => {
  it('maps its parts: history to recent, suggested to suggested, no popular or AI lists, no clear or scanner', () => {
    document.body.innerHTML = MARKUP;
    const parts = findOldLayer(document)!;
    const $ = (s: string) => document.querySelector(s);
    expect(parts.input).toBe($('input.gnb-search__input'));
    expect([parts.form, parts.close, parts.dimmed, parts.result, parts.noSuggestions]).toEqual([$('form'), $('.gnb-search__btn--close'), $('.gnb-search__dimmed'), $('.gnb-search__result-wrap'), $('.gnb-search__no-suggestions')]);
    expect([parts.clear, parts.scan, parts.start, parts.end]).toEqual([null, null, null, null]);
    expect(Object.keys(parts.lists).sort()).toEqual(['recent', 'suggested']);
    expect(parts.lists.recent).toBe($('.gnb-search__history ul'));
    expect(parts.titles.suggested?.textContent).toBe('Búsquedas sugeridas');
  });

  it('its hide modifiers give way (the related list keeps its own), its look-alikes are hidden, and its title names the dialog and the field', () => {
    document.body.innerHTML = MARKUP;
    findOldLayer(document);
    const layer = document.querySelector('section')!;
    expect([...layer.querySelectorAll('[class*="--hide"]')].map((e) => e.className)).toEqual(['gnb-search__related gnb-search__related--hide']);
    expect([layer.querySelector<HTMLElement>('.gnb-search__placeholder')!.hidden, layer.querySelector<HTMLElement>('.gnb-search__btn--history-clear')!.hidden]).toEqual([true, true]);
    expect([layer.getAttribute('role'), layer.getAttribute('aria-modal')]).toEqual(['dialog', 'true']);
    const name = (el: Element) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent;
    expect([name(layer), name(layer.querySelector('input')!)]).toEqual(['¿Qué estás buscando?', '¿Qué estás buscando?']);
  });

  it('a page without it, or with it but no field: null, nothing touched', () => {
    document.body.innerHTML = '<section class="srd19-gnb-search"></section>';
    expect(findOldLayer(document)).toBeNull();
    document.body.innerHTML = MARKUP.replace('<input class="gnb-search__input" type="text" name="search">', '');
    expect(findOldLayer(document)).toBeNull();
    expect(document.querySelector('section')!.hasAttribute('role')).toBe(false);
  });
});
