// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { search } from '../../../plugins/search/index';
import { OPENERS } from '../../../plugins/search/layer-markup';
import { markerSelector } from '../../../runtime/plugin-chunks';

describe('search openers', () => {
  it('the overlay finds the openers by the same selector the registry arms them by', () => {
    expect(OPENERS).toBe(markerSelector(search));
    expect(OPENERS).toBe('.gnb__search-btn-js, [data-sf-plugin~="search"]');
  });
});
