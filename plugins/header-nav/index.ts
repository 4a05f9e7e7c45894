/**
 * Header navigation (docs/rules.md §2 "Header navigation", §4 "Mobile nav"): the v4 header's
 * menu. Desktop drop-down panels (disclosure navigation), the mobile drawer with sliding
 * sub-menus and accordions, the reset across 1280 px, the tablet viewport.
 */
// Definitions import runtime/plugin only: every page loads the definitions chunk.
import { definePlugin } from '../../runtime/plugin';

export const headerNav = definePlugin({
  name: 'header-nav',
  // The v4 header, the legacy gnb one and the older nv00-gnb one (docs/rules.md §2).
  markers: '.nv00-gnb-v4,.gnb,.nv00-gnb',
  // Idle, not on interaction: the legacy menubar roles are corrected soon after load, before a
  // screen reader reaches the menu, and the chunk is there before the first hover (the most used
  // control after search).
  trigger: 'idle',
  load: () => import('./HeaderNav'),
});
