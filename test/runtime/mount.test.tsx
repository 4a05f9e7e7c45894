import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../runtime/bus';
import { scopeBus } from '../../runtime/bus-scope';
import { createMounter as createMounterFor } from '../../runtime/mount';
import { onError } from '../../runtime/report';
import type { Instance } from '../../runtime/registry';
import { createRuntimeSource } from '../../runtime/runtime';
import { renderer } from '../support/renderer';
import { buildRuntime } from '../support/runtime';

/** A mounter for a real runtime of the uk page. */
const createMounter = () => createMounterFor(createRuntimeSource(buildRuntime()));

let ids = 0;
const Label = ({ text }: { text: string }) => <b>{text}</b>;
const Broken = (): never => {
  throw new Error('bad markup');
};

/** A marker in the document and its instance, rendering `Component` with `text`. */
function instance(Component: (p: { text: string }) => unknown = Label, text = 'ok', plugin = 'label'): Instance {
  const element = document.createElement('span');
  document.body.append(element);
  // The instance renders into the marker itself here (the registry gives it a host inside the marker).
  return { id: ++ids, plugin, element, host: element, Component: Component as never, props: { text } as never, bus: scopeBus(createBus(), () => undefined) };
}
const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe(`mounter (${renderer})`, () => {
  it('commits a group inside the task that takes it, without waiting for a later task', async () => {
    vi.useFakeTimers();
    const one = instance();
    createMounter().add(one);
    await flushMicrotasks();
    expect(one.element.innerHTML).toBe(''); // not in the task that found the marker
    vi.advanceTimersToNextTimer(); // exactly one task: the mounter's; React's own would come later
    expect(one.element.innerHTML).toBe('<b>ok</b>');
  });

  it('renders a burst in several groups, one per task, until every marker is filled', async () => {
    vi.useFakeTimers();
    const burst = Array.from({ length: 600 }, (_, i) => instance(Label, String(i)));
    const mounter = createMounter();
    burst.forEach((i) => mounter.add(i));
    vi.advanceTimersToNextTimer();
    const filled = () => burst.filter((i) => i.element.textContent !== '').length;
    const first = filled();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(600);
    await vi.advanceTimersToNextTimerAsync();
    expect(filled()).toBeGreaterThan(first);
    await vi.runAllTimersAsync();
    expect(filled()).toBe(600);
    expect(burst[599]!.element.textContent).toBe('599');
  });

  it('removes an instance: its marker is emptied, the others stay', async () => {
    const [a, b] = [instance(Label, 'a'), instance(Label, 'b')];
    const mounter = createMounter();
    mounter.add(a);
    mounter.add(b);
    await vi.waitFor(() => expect(b.element.textContent).toBe('b'));
    mounter.remove([a]);
    expect(a.element.textContent).toBe('');
    expect(b.element.textContent).toBe('b');
  });

  it('a render error is reported once, naming the plugin, with no other console error; other instances render', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: string[] = [];
    const stop = onError((plugin, phase, message) => reports.push(`${plugin} ${phase} ${message}`));
    const [bad, good] = [instance(Broken, 'x', 'broken'), instance(Label, 'fine')];
    const mounter = createMounter();
    mounter.add(bad);
    mounter.add(good);
    await vi.waitFor(() => expect(reports).toEqual(['broken render Error: bad markup']));
    stop();
    expect(good.element.textContent).toBe('fine');
    expect(bad.element.textContent).toBe('');
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(['storefront: plugin "broken" failed in render: Error: bad markup']);
  });
});
