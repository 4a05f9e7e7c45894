/**
 * The delivery province selector mounted through the real registry on the ca_fr home template
 * (docs/rules.md §4 "Delivery selector", §9): the stored province shown (default CA-ON), a
 * change asked in a confirm popup, OK stores country_region and reloads only on the listed page
 * types, cancel puts the prior province back. The popup itself is the overlay kit's (tested
 * there and end to end); here its answer is given.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverySelector } from '../../../plugins/delivery-selector/index';
import { reloadTypes, storedRegion } from '../../../plugins/delivery-selector/DeliverySelector';
import { overlay } from '../../../runtime/ui/overlay';
import { buildRuntime, mountPlugins, type Mounted } from '../../support/runtime';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(readFileSync(join(root, 'templates/pages/ca_fr/index.html'), 'utf8'))![1]!;
let mounted: Mounted | undefined;
const select = () => document.querySelector<HTMLSelectElement>('.delivery-selector__select')!;
const choose = (code: string) => {
  select().value = code;
  select().dispatchEvent(new Event('change', { bubbles: true }));
};
const region = () => /(?:^|; )country_region=([^;]*)/.exec(document.cookie)?.[1];

afterEach(() => {
  mounted?.registry.stop();
  mounted = undefined;
  document.cookie = 'country_region=; max-age=0; path=/';
  vi.restoreAllMocks();
});

async function start(pageTrack = 'home', cookie?: string) {
  if (cookie) document.cookie = `country_region=${cookie}; path=/`;
  document.body.innerHTML = body;
  const options = { reloadOn: ['product detail', 'product finder'] };
  mounted = mountPlugins([deliverySelector], { 'delivery-selector': { enabled: true, options } }, buildRuntime({ siteCode: 'ca_fr', pageTrack }));
  await vi.waitFor(() => expect(mounted!.events.some((e) => e.type === 'plugin:mounted')).toBe(true));
}

describe('delivery selector on the ca_fr home', () => {
  it('shows the stored province; without one, CA-ON', async () => {
    await start('home', 'CA-QC');
    expect(select().value).toBe('CA-QC');
    mounted!.registry.stop();
    document.cookie = 'country_region=; max-age=0; path=/';
    await start('home');
    expect(select().value).toBe('CA-ON');
  });

  it('OK stores the province in country_region; the home is not reloaded', async () => {
    const confirm = vi.spyOn(overlay, 'confirm').mockResolvedValue(true);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await start('home');
    choose('CA-BC');
    await vi.waitFor(() => expect(region()).toBe('CA-BC'));
    expect(confirm.mock.calls[0]).toEqual(['Changer votre province de livraison pour Colombie-Britannique ? Les prix et la disponibilité des produits peuvent changer.', { ok: 'Confirmer', cancel: 'Annuler' }]);
    expect(reload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.querySelector('.delivery-selector [role=status]')!.textContent).toBe('Province de livraison : Colombie-Britannique'));
  });

  it('OK on a product page reloads it', async () => {
    vi.spyOn(overlay, 'confirm').mockResolvedValue(true);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await start('product detail');
    choose('CA-AB');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(region()).toBe('CA-AB');
  });

  it('cancel puts the prior province back and stores nothing', async () => {
    vi.spyOn(overlay, 'confirm').mockResolvedValue(false);
    await start('home', 'CA-QC');
    choose('CA-NS');
    await vi.waitFor(() => expect(select().value).toBe('CA-QC'));
    expect(region()).toBe('CA-QC');
  });
});

describe('delivery selector rules', () => {
  const sel = () => {
    const s = document.createElement('select');
    for (const c of ['CA-ON', 'CA-QC']) s.append(new Option(c, c));
    return s;
  };

  it('switched off while the confirm is open, the answer stores nothing, reloads nothing and leaves the page its province', async () => {
    for (const answer of [true, false]) {
      let reply: (ok: boolean) => void = () => {};
      vi.spyOn(overlay, 'confirm').mockImplementation(() => new Promise<boolean>((r) => (reply = r)));
      const reload = vi.fn();
      vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
      await start('product detail');
      const shipped = select().value;
      choose('CA-BC');
      await vi.waitFor(() => expect(overlay.confirm).toHaveBeenCalled());
      mounted!.registry.stop();
      await vi.waitFor(() => expect(select().value).toBe(shipped));
      reply(answer);
      await new Promise((r) => setTimeout(r, 0));
      expect([region(), reload.mock.calls.length, select().value]).toEqual([undefined, 0, shipped]);
      vi.restoreAllMocks();
    }
  });

  it('an unknown province in the cookie shows CA-ON with a warning naming the cookie', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(storedRegion(sel(), 'CA-XX<script>')).toBe('CA-ON');
    expect(warn.mock.calls[0]![0]).toContain('country_region');
    expect(storedRegion(sel(), undefined)).toBe('CA-ON');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reloadOn takes a list of strings; anything else reloads nothing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(reloadTypes({ reloadOn: ['product detail'] })).toEqual(['product detail']);
    expect(reloadTypes({})).toEqual([]);
    expect(reloadTypes({ reloadOn: 'product detail' })).toEqual([]);
    expect(reloadTypes({ reloadOn: [1] })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
