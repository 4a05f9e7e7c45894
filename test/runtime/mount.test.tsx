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
  return { id: ++ids, plugin, element, host: element, Component: Component as never, props: { text } as never, bus: scopeBus(createBus(), () => undefined), hold: { disarm: vi.fn(), drop: vi.fn() } };
}
const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe(`mounter (${renderer})`, () => {
  it('commits the first group in the task that added it, so no later event finds it unrendered', async () => {
    vi.useFakeTimers();
    const one = instance();
    createMounter().add(one);
    expect(one.element.innerHTML).toBe(''); // not synchronously inside add()
    await flushMicrotasks(); // no timer runs: React's own scheduling would need a later task
    expect(one.element.innerHTML).toBe('<b>ok</b>');
  });

  it('commits a marker a shopper touched in the task that added it, ahead of a burst still pending', async () => {
    vi.useFakeTimers();
    const burst = Array.from({ length: 600 }, (_, i) => instance(Label, String(i)));
    const mounter = createMounter();
    burst.forEach((i) => mounter.add(i));
    await flushMicrotasks(); // the burst's first group; the rest wait for later tasks
    expect(burst[599]!.element.textContent).toBe('');
    const touched = instance(Label, 'touched');
    (touched.props as { event?: Event }).event = new KeyboardEvent('keydown', { key: 'ArrowDown' });
    const untouched = instance(Label, 'untouched');
    mounter.add(touched);
    mounter.add(untouched);
    await flushMicrotasks(); // no timer runs
    expect(touched.element.textContent).toBe('touched');
    expect(untouched.element.textContent).toBe(''); // an instance without an event keeps its place in the queue
    expect(burst[599]!.element.textContent).toBe('');
    await vi.runAllTimersAsync();
    expect([burst[599]!.element.textContent, untouched.element.textContent, touched.element.textContent]).toEqual(['599', 'untouched', 'touched']);
  });

  it('renders a burst in several groups, one per task, until every marker is filled', async () => {
    vi.useFakeTimers();
    const burst = Array.from({ length: 600 }, (_, i) => instance(Label, String(i)));
    const mounter = createMounter();
    burst.forEach((i) => mounter.add(i));
    await flushMicrotasks(); // the first group, in the adding task
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

  it('gives each plugin’s first render a task of its own; later instances of a rendered plugin join any group', async () => {
    vi.useFakeTimers();
    const [a1, b1, a2, c1] = [instance(Label, 'a1', 'a'), instance(Label, 'b1', 'b'), instance(Label, 'a2', 'a'), instance(Label, 'c1', 'c')];
    const mounter = createMounter();
    [a1, b1, a2, c1].forEach((i) => mounter.add(i));
    const filled = () => [a1, b1, a2, c1].map((i) => i.element.textContent).join(' ');
    await flushMicrotasks();
    expect(filled()).toBe('a1   ');
    await vi.advanceTimersToNextTimerAsync();
    expect(filled()).toBe('a1 b1 a2 ');
    await vi.advanceTimersToNextTimerAsync();
    expect(filled()).toBe('a1 b1 a2 c1');
  });

  it('an instance added after a group, in the same task, waits for the next task', async () => {
    vi.useFakeTimers();
    const [a, b] = [instance(Label, 'a', 'a'), instance(Label, 'b', 'b')];
    const mounter = createMounter();
    mounter.add(a);
    await flushMicrotasks();
    expect(a.element.textContent).toBe('a');
    mounter.add(b); // still the same task: no timer has run
    await flushMicrotasks();
    expect(b.element.textContent).toBe('');
    await vi.advanceTimersToNextTimerAsync();
    expect(b.element.textContent).toBe('b');
  });

  it('reports an instance mounted only once it has rendered: rendered, its trigger disarmed, plugin:mounted emitted', async () => {
    vi.useFakeTimers();
    const source = createRuntimeSource(buildRuntime());
    const seen: string[] = [];
    source.get().bus.on('plugin:mounted', ({ plugin, element }) => seen.push(`${plugin} ${element.textContent}`));
    const [a, b] = [instance(Label, 'a', 'a'), instance(Label, 'b', 'b')];
    const mounter = createMounterFor(source);
    mounter.add(a);
    mounter.add(b);
    await flushMicrotasks();
    // b waits for the next task: not rendered, still armed, not reported.
    expect([a.rendered, b.rendered, vi.mocked(a.hold.disarm).mock.calls.length, vi.mocked(b.hold.disarm).mock.calls.length]).toEqual([true, undefined, 1, 0]);
    expect(seen).toEqual(['a a']);
    await vi.runAllTimersAsync();
    expect([b.rendered, vi.mocked(b.hold.disarm).mock.calls.length]).toEqual([true, 1]);
    expect(seen).toEqual(['a a', 'b b']);
  });

  it('skips an instance whose marker left the page before its group was rendered', async () => {
    vi.useFakeTimers();
    const [left, stays] = [instance(Label, 'left'), instance(Label, 'stays')];
    const mounter = createMounter();
    mounter.add(left);
    mounter.add(stays);
    // Detached in the adding task, before the group's turn (the registry hears of it later).
    left.element.remove();
    await flushMicrotasks();
    await vi.runAllTimersAsync();
    expect(stays.element.textContent).toBe('stays');
    expect(left.element.innerHTML).toBe('');
    // The registry is told, so that it forgets the marker (armed again if it comes back).
    expect([vi.mocked(left.hold.drop!).mock.calls.length, vi.mocked(stays.hold.drop!).mock.calls.length]).toEqual([1, 0]);
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
    // Another plugin: its group commits in a task of its own, after the broken one.
    await vi.waitFor(() => expect(good.element.textContent).toBe('fine'));
    stop();
    expect(bad.element.textContent).toBe('');
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual(['storefront: plugin "broken" failed in render: Error: bad markup']);
    // The broken one is not reported mounted (its switch-off, here never coming, removes it).
    expect([bad.rendered, vi.mocked(bad.hold.disarm).mock.calls.length, good.rendered]).toEqual([undefined, 0, true]);
  });
});
