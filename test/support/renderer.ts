/** Which renderer the unit suite runs under (vitest.config.ts projects): React 19 exports `act`, runtime/react-on-preact.ts does not. */
import * as React from 'react';

/** 'react' or 'preact'. */
export const renderer: 'react' | 'preact' = 'act' in React && typeof (React as { act?: unknown }).act === 'function' ? 'react' : 'preact';
