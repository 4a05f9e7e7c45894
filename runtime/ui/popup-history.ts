/**
 * History entries of open popups (docs/rules.md §4 "Popups"): each popup that opens pushes one
 * entry, so the browser's Back closes it; a popup closed any other way takes its entry back off,
 * so no orphaned entries pile up. Entries carry their depth (`history.state.sfPopup`): a Back
 * lands on a lower depth and closes what is above it (one Back, the top popup only).
 * Our own Back runs one step at a time: a second `history.go` issued before the first lands is
 * counted from different places by different browsers. A push asked for meanwhile waits for it:
 * pushing first would let that Back remove the new entry instead.
 */

/** Depth of a history state (0 when no popup entry). */
const depthOf = (state: unknown): number => {
  const d = (state as { sfPopup?: unknown } | null)?.sfPopup;
  return typeof d === 'number' && d > 0 ? d : 0;
};

/**
 * Creates the history side of one popup manager: `onBack(depth)` closes what is above `depth`;
 * `onSettled()` runs when our own Back has landed (the manager may stop listening then).
 */
export function popupHistory(win: Window, onBack: (depth: number) => void, onSettled: () => void) {
  let current = depthOf(win.history.state);
  /** Where our own Back is taking the page, while it travels. */
  let wanted: number | null = null;
  let waiting: { then: (depth: number) => void; push: () => void }[] = [];
  let listening = false;

  const travel = () => {
    if (wanted !== null && wanted < current) {
      win.history.go(wanted - current);
      return;
    }
    wanted = null;
    const run = waiting;
    waiting = [];
    run.forEach((w) => w.push());
    onSettled();
  };

  const onPop = (event: PopStateEvent) => {
    current = depthOf(event.state);
    if (wanted !== null) travel();
    else onBack(current);
  };

  return {
    /** Pushes an entry (now, or once our own Back has landed); `then` gets its depth. */
    push(then: (depth: number) => void): void {
      const push = () => {
        if (!listening) {
          // Back and Forward while no popup was open moved the page without telling us.
          current = depthOf(win.history.state);
          win.addEventListener('popstate', onPop);
          listening = true;
        }
        const state = win.history.state;
        const base = state !== null && typeof state === 'object' ? state : {};
        win.history.pushState({ ...base, sfPopup: ++current }, '');
        then(current);
      };
      if (wanted !== null) waiting.push({ then, push });
      else push();
    },
    /** Cancels a push still waiting (its popup closed before it happened). */
    cancel(then: (depth: number) => void): void {
      waiting = waiting.filter((w) => w.then !== then);
    },
    /** Goes back to `depth` when the page is above it (a popup closed by a button, Esc …). */
    rewind(depth: number): void {
      const travelling = wanted !== null;
      wanted = Math.min(wanted ?? depth, depth);
      if (!travelling) travel();
    },
    /** Stops listening once no popup is open and no Back of ours is under way. */
    idle(): void {
      if (!listening || wanted !== null || waiting.length) return;
      win.removeEventListener('popstate', onPop);
      listening = false;
    },
  };
}

/** One manager's history handling. */
export type PopupHistory = ReturnType<typeof popupHistory>;
