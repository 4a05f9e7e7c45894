/**
 * `act` for whichever renderer the unit suite runs under (vitest.config.ts projects): React 19
 * exports it from `react`; under Preact (runtime/react-on-preact.ts, aliased as `react`) it lives in preact/test-utils.
 * Both flush renders and effects, sync or async, before returning.
 */
import * as React from 'react';
import { act as preactAct } from 'preact/test-utils';

// React 19 warns about `act` unless the environment says it is a test that uses it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Act = (callback: () => unknown) => Promise<void>;

/** Runs `callback` and flushes the renderer's work (awaitable; sync callbacks flush at once). */
export const act: Act = ((React as { act?: unknown }).act ?? preactAct) as Act;
