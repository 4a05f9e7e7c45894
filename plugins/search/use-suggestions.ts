/**
 * The suggestion requests of the overlay (docs/rules.md §4, §7): the empty query once on the first open
 * (not on the US site, which opens without preloading), then each typed query after a pause
 * (debounced). A newer query aborts the older request, and the reducer drops stale replies.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { HttpError, type PluginProps } from '../../runtime/index';
import { fetchSuggestions, sendMetrics } from './search-api';
import type { SearchConfig } from './search-config';
import type { Action } from './search-state';

/** Sequence number of the preload: never the latest request, so it brings popular keywords only. */
const PRELOAD = -1;

/** Sends the requests `open` and `query` call for, dispatching replies and failures. */
export function useSuggestions(config: SearchConfig, open: boolean, query: string, dispatch: Dispatch<Action>, guard: PluginProps['guard']): void {
  const seq = useRef(0);
  const inflight = useRef<AbortController | null>(null);
  const preloaded = useRef(false);

  useEffect(() => {
    if (!open || preloaded.current || config.variant === 'us') return;
    preloaded.current = true;
    fetchSuggestions(config, '').then(
      guard((reply) => dispatch({ type: 'reply', seq: PRELOAD, query: '', reply })),
      () => undefined, // no popular keywords then; the overlay still works
    );
  }, [open, config, dispatch, guard]);

  useEffect(() => {
    if (!open || !query) return void inflight.current?.abort();
    const timer = setTimeout(
      guard(() => {
        inflight.current?.abort();
        const controller = (inflight.current = new AbortController());
        const n = ++seq.current;
        dispatch({ type: 'request', seq: n });
        fetchSuggestions(config, query, controller.signal).then(
          guard((reply) => {
            dispatch({ type: 'reply', seq: n, query, reply });
            // docs/rules.md §7: the AI variant reports what it showed.
            if (config.variant === 'ai') sendMetrics(config, query, reply.related.length, reply.requestId).catch(() => undefined);
          }),
          guard((error: unknown) => {
            if (!(error instanceof HttpError && error.kind === 'aborted')) dispatch({ type: 'fail', seq: n, query });
          }),
        );
      }, 'timer'),
      config.debounceMs,
    );
    return () => clearTimeout(timer);
  }, [open, query, config, dispatch, guard]);

  useEffect(() => () => inflight.current?.abort(), []);
}
