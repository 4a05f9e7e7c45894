/**
 * The indicator's state machine (docs/rules.md §4): `selectedIndex` is -1 (none) or an item,
 * and the indicator is playing or paused. With autoRolling, while playing, it moves on after
 * the current item's delay; after the last item it goes back to the first if infiniteRolling,
 * else it deselects (and stops). A change of item is drawn with the 400 ms transition
 * (docs/rules.md §9); a shopper's choice is taken at once, even mid-transition. A hover or a
 * focus on the indicator or its panels holds the rolling, and leaving or blurring resumes it
 * (with the item's full delay) if it was playing, as the carousel's autoplay does. No DOM here:
 * the component feeds it events, so tests drive it with a controlled clock.
 */

/** docs/rules.md §9: the indicator's transition. */
export const TRANSITION_MS = 400;

/** What the indicator shows. */
export interface IndicatorState {
  selectedIndex: number;
  playing: boolean;
  /** Playing, but held by a hover or a focus: no rolling until both are gone. */
  held: boolean;
}

/** Why the rolling is held (`hidden`: a mobile-only indicator on a wide screen); each reason is released on its own. */
export type HoldReason = 'hover' | 'focus' | 'hidden';

export interface IndicatorOptions {
  /** Each item's delay in ms (its `data-delay`). */
  delays: readonly number[];
  autoRolling: boolean;
  infiniteRolling: boolean;
  /** The item selected in the markup, or -1. */
  initial: number;
  /** Starts playing (false under reduced motion, or when the markup says so). */
  playing: boolean;
  onChange(state: IndicatorState): void;
  /** Wraps the timer callbacks (the plugin's guard). */
  wrap?<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
}

/** The running machine. */
export interface Indicator {
  state(): IndicatorState;
  /** A shopper's choice; false when ignored (not an item). */
  select(index: number): boolean;
  /** The play/pause control: an explicit play clears the hover and focus holds, so it rolls at once; `hidden` stays. */
  toggle(): void;
  hold(reason: HoldReason): void;
  release(reason: HoldReason): void;
  destroy(): void;
}

/** Creates the machine; with autoRolling and playing, it starts timing at once. */
export function createIndicator(options: IndicatorOptions): Indicator {
  const { delays, autoRolling, infiniteRolling, onChange } = options;
  const wrap = options.wrap ?? ((fn) => fn);
  const count = delays.length;
  let selectedIndex = options.initial >= 0 && options.initial < count ? options.initial : -1;
  let playing = options.playing;
  let rollTimer: ReturnType<typeof setTimeout> | undefined;
  const holds = new Set<HoldReason>();

  const state = (): IndicatorState => ({ selectedIndex, playing, held: playing && holds.size > 0 });
  const emit = () => onChange(state());
  const roll = wrap(() => {
    rollTimer = undefined;
    if (selectedIndex < count - 1) go(selectedIndex + 1);
    else if (infiniteRolling) go(0);
    else {
      playing = false;
      go(-1);
    }
  });
  function schedule() {
    clearTimeout(rollTimer);
    rollTimer = undefined;
    if (autoRolling && playing && !holds.size && selectedIndex >= 0) rollTimer = setTimeout(roll, delays[selectedIndex]);
  }
  function go(index: number) {
    selectedIndex = index;
    schedule();
    emit();
  }

  // Rolling from nothing selected starts at the first item.
  if (autoRolling && playing && selectedIndex === -1 && count > 0) selectedIndex = 0;
  schedule();
  return {
    state,
    select(index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) return false;
      go(index);
      return true;
    },
    toggle() {
      playing = !playing;
      // The pointer and the focus are on the control as it is pressed; a hidden indicator stays held.
      holds.delete('hover');
      holds.delete('focus');
      if (playing && selectedIndex === -1 && autoRolling && count > 0) go(0);
      else {
        schedule();
        emit();
      }
    },
    hold(reason) {
      if (holds.has(reason)) return;
      holds.add(reason);
      schedule();
      emit();
    },
    release(reason) {
      if (!holds.delete(reason)) return;
      schedule();
      emit();
    },
    destroy() {
      clearTimeout(rollTimer);
    },
  };
}
