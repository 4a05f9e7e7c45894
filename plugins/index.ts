/**
 * Every plugin definition the runtime knows. Definitions are tiny; each plugin's component
 * is a lazy chunk loaded only when the site enables it and its markers exist.
 * Add a plugin: create plugins/<name>/index.ts with definePlugin and list it here.
 */
import type { PluginDefinition } from '../runtime/plugin';
import { cartBadge } from './cart-badge/index';
import { search } from './search/index';

/** All plugin definitions, in no particular order. */
export const plugins: readonly PluginDefinition<any>[] = [cartBadge, search];
