/**
 * The popups the session services show on a page: the overlay kit's (docs/architecture.md
 * "Popups"), whose code loads on the first popup, so a session that shows none costs nothing.
 * Kept as one function so the services can be given another `SessionUi` in tests.
 */
import { overlay } from '../ui/overlay';
import type { SessionUi } from './session-types';

/** The session's popups on this page. */
export function pageSessionUi(): SessionUi {
  return overlay;
}
