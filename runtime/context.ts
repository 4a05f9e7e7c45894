/**
 * The runtime's services as a React context (docs/architecture.md "Runtime context"): the
 * mount root provides the page's runtime, and each plugin instance sees it with its own bus
 * scope. Plugins read it through `useRuntime()`; nothing else holds it.
 */
import { createContext } from 'react';
import type { Runtime } from './runtime';

export type { Runtime } from './runtime';

/** The runtime of the page; null outside a mount root (a component rendered by hand). */
// Pure: a plugin that imports the runtime barrel without using the context does not pull it in.
export const RuntimeContext = /* @__PURE__ */ createContext<Runtime | null>(null);
