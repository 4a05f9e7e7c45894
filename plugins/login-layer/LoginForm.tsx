/**
 * The login layer's form (docs/rules.md §2 "login layer popup", §5): email (the §5 email rule),
 * password, remember-email, forgot-password and join links. Enter in either field submits;
 * focusing a field hides its error. A valid submit remembers (or forgets) the email and goes
 * through the page's hidden `#signInForm` to the account service, with the current page as the
 * way back. The password never leaves the layer: the account service asks for it itself.
 * The layer popup that hosts this form (open, close, focus trap) is the overlay kit's.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRuntime, useT } from '../../runtime/index';
import { isEmail } from '../../runtime/rules/validation';
import { rememberedEmail, rememberEmail } from './remember-email';

type Field = 'email' | 'password';

/** What the form submits to; pages have `#signInForm`, tests give their own. */
export interface LoginFormProps {
  signInForm?: HTMLFormElement | null;
  forgotHref?: string;
  joinHref?: string;
}

/** Sets (or adds) a hidden field of the sign-in form. */
function setField(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) {
    input = form.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

/** The form; renders the legacy layer's class names so the page CSS applies. */
export default function LoginForm({ signInForm, forgotHref = '#', joinHref = '#' }: LoginFormProps) {
  const t = useT();
  const { page } = useRuntime();
  const id = useId();
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ref = useRef<HTMLFormElement>(null);
  // Mounted as its layer opened (the code loads when the layer comes into view), the popup's
  // first focus went to the one control there was then, its close button: the email field takes
  // it, as on every later opening.
  useEffect(() => {
    const form = ref.current!;
    const active = document.activeElement;
    if (form.closest('[aria-modal="true"]')?.contains(active) && !form.contains(active)) form.querySelector('input')!.focus();
    // A closed layer keeps no typed password (and no error) for whoever opens it next: cleared
    // once the layer is hidden (docs/rules.md §5), however it was opened (the overlay kit, or a
    // page script where the kit is off) and whatever its markup says.
    const layer = form.closest('.layer-popup');
    if (!layer) return;
    const watch = new MutationObserver(() => getComputedStyle(layer).display === 'none' && (setPassword(''), setErrors({})));
    watch.observe(layer, { attributeFilter: ['style', 'class', 'hidden'] });
    return () => watch.disconnect();
  }, []);

  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!isEmail(email.trim())) found.email = t('Enter a valid email address.');
    if (password === '') found.password = t('Enter your password.');
    setErrors(found);
    if (Object.keys(found).length) return;
    rememberEmail(email.trim(), remember);
    const form = signInForm === undefined ? (document.getElementById('signInForm') as HTMLFormElement | null) : signInForm;
    if (!(form instanceof HTMLFormElement)) return void console.warn('storefront: login layer: the page has no #signInForm; nothing submitted');
    setField(form, 'loginId', email.trim());
    setField(form, 'goBackURL', location.href);
    setField(form, 'countryCode', page.countryCode || form.querySelector<HTMLInputElement>('input[name="countryCode"]')?.value || '');
    HTMLFormElement.prototype.submit.call(form);
  };
  // Enter in either field submits (docs/rules.md §5), once: the browser's own implicit submit is
  // cancelled. An Enter that ends an input method's composition only ends it: its keydown says
  // 229 in every browser (Safari's also after compositionend, when isComposing is false).
  const onKey = (e: KeyboardEvent) => e.key === 'Enter' && e.keyCode !== 229 && submit(e);
  const hide = (field: Field) => () => errors[field] && setErrors({ ...errors, [field]: undefined });
  const field = (name: Field, label: string, type: string, value: string, set: (v: string) => void) => (
    <div className="layer-popup__input-wrap">
      <label className="layer-popup__label" htmlFor={`${id}-${name}`}>{label}</label>
      <input className="layer-popup__input" id={`${id}-${name}`} name={name} type={type} value={value} autoComplete={name === 'email' ? 'username' : 'current-password'}
        aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => set(e.currentTarget.value)} onFocus={hide(name)} onKeyDown={onKey} />
      {errors[name] ? <p className="error-msg" id={`${id}-${name}-error`} role="alert">{errors[name]}</p> : null}
    </div>
  );

  return (
    <form className="layer-popup__login" noValidate onSubmit={submit} ref={ref}>
      {field('email', t('Email'), 'email', email, setEmail)}
      {field('password', t('Password'), 'password', password, setPassword)}
      <div className="checkbox-v2">
        <input className="checkbox-v2__input" id={`${id}-remember`} type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <label className="checkbox-v2__label" htmlFor={`${id}-remember`}>{t('Remember my email')}</label>
      </div>
      <p className="layer-popup__links">
        <a className="cta cta--underline" href={forgotHref}>{t('Forgot your password?')}</a>{' '}
        <a className="cta cta--underline" href={joinHref}>{t('Create an account')}</a>
      </p>
      {/* The legacy layer's analytics attributes stay on the submit button. */}
      <div className="layer-popup__cta-wrap">
        <button className="cta cta--contained cta--black" type="submit" an-tr="nv00_gnb-home-account-account" an-ca="account" an-ac="login" an-la="login">{t('Sign in')}</button>
      </div>
    </form>
  );
}
