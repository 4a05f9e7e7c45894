import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import LoginForm from '../../../plugins/login-layer/LoginForm';
import { REMEMBER_EMAIL } from '../../../plugins/login-layer/remember-email';
import { openLayer } from '../../../runtime/ui/layer-popup';
import { act } from '../../support/act';
import { buildRuntime, WithRuntime } from '../../support/runtime';

let root: Root;
let host: HTMLElement;
let submitted: HTMLFormElement[];
const form = () => document.getElementById('signInForm') as HTMLFormElement;
const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const checkbox = () => host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const errors = () => [...host.querySelectorAll('.error-msg')].map((e) => e.textContent);
const cookie = () => document.cookie.split('; ').find((c) => c.startsWith(`${REMEMBER_EMAIL.name}=`))?.split('=')[1];

async function type(el: HTMLInputElement, value: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    set.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const press = (el: Element, key: string) => act(async () => void el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

async function mount(words?: Record<string, string>) {
  document.body.innerHTML = '<form id="signInForm" action="/__backend/sign-in"><input name="countryCode" value="GB"><input name="goBackURL" value=""></form><div id="host"></div>';
  host = document.getElementById('host')!;
  root = createRoot(host);
  await act(async () => root.render(<WithRuntime runtime={buildRuntime({ countryCode: 'GB' }, words)}><LoginForm /></WithRuntime>));
}

beforeEach(() => {
  document.cookie = `${REMEMBER_EMAIL.name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
});
afterEach(() => act(async () => root.unmount()));

describe('login form: the first focus', () => {
  it('mounted in a layer that has just opened, with the focus on its close button, the email field takes it', async () => {
    document.body.innerHTML = '<div class="layer-popup" aria-modal="true"><div id="host"></div><button class="layer-popup__close">Close</button></div>';
    document.querySelector<HTMLElement>('.layer-popup__close')!.focus();
    host = document.getElementById('host')!;
    root = createRoot(host);
    await act(async () => root.render(<WithRuntime runtime={buildRuntime({ countryCode: 'GB' })}><LoginForm /></WithRuntime>));
    expect(document.activeElement).toBe(input('email'));
  });

  it('mounted in a layer that is not open, it takes no focus', async () => {
    document.body.innerHTML = '<div class="layer-popup"><div id="host"></div><button class="layer-popup__close">Close</button></div>';
    const close = document.querySelector<HTMLElement>('.layer-popup__close')!;
    close.focus();
    host = document.getElementById('host')!;
    root = createRoot(host);
    await act(async () => root.render(<WithRuntime runtime={buildRuntime({ countryCode: 'GB' })}><LoginForm /></WithRuntime>));
    expect(document.activeElement).toBe(close);
  });
});

describe('login form: a closed layer (docs/rules.md §5)', () => {
  it('keeps no typed password and no error once the layer closes; the email stays', async () => {
    // The page's CSS hides a closed layer; this one's markup says modal whether open or not.
    document.body.innerHTML = '<style>.layer-popup { display: none }</style><div class="layer-popup" id="layerLogin" aria-modal="true"><div id="host"></div><button class="layer-popup__close">Close</button></div>';
    openLayer('layerLogin');
    host = document.getElementById('host')!;
    root = createRoot(host);
    await act(async () => root.render(<WithRuntime runtime={buildRuntime({ countryCode: 'GB' })}><LoginForm /></WithRuntime>));
    await type(input('email'), 'olivia@@example');
    await type(input('password'), 'secret');
    await press(input('email'), 'Enter');
    expect(errors()).toHaveLength(1);
    // Changes while it stays open (another popup stacked over it) clear nothing.
    await act(async () => void (document.querySelector<HTMLElement>('.layer-popup')!.style.zIndex = '1001'));
    expect(input('password').value).toBe('secret');
    await act(async () => document.querySelector<HTMLElement>('.layer-popup__close')!.click());
    expect(input('password').value).toBe('');
    expect(errors()).toEqual([]);
    expect(input('email').value).toBe('olivia@@example');
    await vi.waitFor(() => expect((history.state as { sfPopup?: number } | null)?.sfPopup ?? 0).toBe(0));
  });

  it('a layer a page script shows and hides (the overlay kit off): restyled while shown it keeps the password; hidden it keeps none', async () => {
    document.body.innerHTML = '<style>.layer-popup { display: none } .layer-popup.is-open { display: block }</style><div class="layer-popup" id="layerLogin"><div id="host"></div></div>';
    const layer = document.querySelector<HTMLElement>('.layer-popup')!;
    layer.classList.add('is-open');
    host = document.getElementById('host')!;
    root = createRoot(host);
    await act(async () => root.render(<WithRuntime runtime={buildRuntime({ countryCode: 'GB' })}><LoginForm /></WithRuntime>));
    await type(input('password'), 'secret');
    await act(async () => void (layer.style.top = '40px'));
    await act(async () => layer.classList.add('is-centred'));
    expect(input('password').value).toBe('secret');
    await act(async () => layer.classList.remove('is-open'));
    expect(input('password').value).toBe('');
  });
});

describe('login form: validation (docs/rules.md §5)', () => {
  it('refuses a malformed email and an empty password, naming each', async () => {
    await mount();
    await type(input('email'), 'olivia@@example');
    await press(input('email'), 'Enter');
    expect(errors()).toEqual(['Enter a valid email address.', 'Enter your password.']);
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    expect(submitted).toEqual([]);
  });

  it('focusing a field hides its error only', async () => {
    await mount();
    await press(input('password'), 'Enter');
    expect(errors()).toHaveLength(2);
    await act(async () => input('email').dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await act(async () => input('email').focus());
    expect(errors()).toEqual(['Enter your password.']);
  });
});

describe('login form: submit', () => {
  it('Enter in the password field submits once through the hidden sign-in form, with the way back', async () => {
    await mount();
    await type(input('email'), 'olivia.bennett@example.com');
    await type(input('password'), 'secret');
    await press(input('password'), 'Enter');
    expect(submitted).toEqual([form()]);
    const data = new FormData(form());
    expect(data.get('loginId')).toBe('olivia.bennett@example.com');
    expect(data.get('goBackURL')).toBe(location.href);
    expect(data.get('password')).toBeNull();
  });

  it('remember-email keeps the email 7 days; unchecked it is cleared', async () => {
    await mount();
    await type(input('email'), 'olivia.bennett@example.com');
    await type(input('password'), 'secret');
    await act(async () => checkbox().click());
    await act(async () => host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(decodeURIComponent(cookie() ?? '')).toBe('olivia.bennett@example.com');
    expect(REMEMBER_EMAIL.life).toBe(7 * 24 * 60 * 60 * 1000);
    await act(async () => root.unmount());
    await mount();
    expect(input('email').value).toBe('olivia.bennett@example.com');
    expect(checkbox().checked).toBe(true);
    await type(input('password'), 'secret');
    await act(async () => checkbox().click());
    await press(input('email'), 'Enter');
    expect(cookie()).toBeUndefined();
  });

  it('an Enter that ends an input method composition only ends it: no submit, no errors', async () => {
    await mount();
    await type(input('email'), 'olivia.bennett@example.com');
    await type(input('password'), 'secret');
    await act(async () => void input('password').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, isComposing: true, bubbles: true, cancelable: true })));
    expect(submitted).toEqual([]);
    expect(errors()).toEqual([]);
    await press(input('password'), 'Enter');
    expect(submitted).toEqual([form()]);
  });

  it('a page without #signInForm: a warning, nothing submitted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount();
    form().remove();
    await type(input('email'), 'a@b.co');
    await type(input('password'), 'x');
    await press(input('email'), 'Enter');
    expect(submitted).toEqual([]);
    expect(warn).toHaveBeenCalledWith('storefront: login layer: the page has no #signInForm; nothing submitted');
  });

  it('shows the dictionary\'s words, keyed by their English text as every dictionary entry is', async () => {
    await mount({ Email: 'البريد الإلكتروني', 'Sign in': 'تسجيل الدخول', 'Enter a valid email address.': 'أدخل عنوان بريد إلكتروني صالحاً.' });
    expect(host.querySelector('label[for$="email"]')?.textContent).toBe('البريد الإلكتروني');
    expect(host.querySelector('button[type=submit]')?.textContent).toBe('تسجيل الدخول');
    await act(async () => void host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(host.textContent).toContain('أدخل عنوان بريد إلكتروني صالحاً.');
  });
});
