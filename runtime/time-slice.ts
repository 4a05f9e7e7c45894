/**
 * Runs jobs in order without long tasks: a job runs at once while the current task has
 * budget left, else in a later task, a budget's worth per task. 5,000 markers arriving (or
 * leaving) at once become many short tasks instead of one that blocks input.
 * A job that throws is reported and the queue goes on: one bad marker does not stop the rest,
 * nor throw out of the caller that queued it (`disable()`, a DOM change).
 */
import { reportError } from './report';

/** Budget of one task, well under the 50 ms that counts as a long task. */
const SLICE_MS = 8;

/** Creates a queue whose `run(job)` keeps every task under the budget. */
export function createTimeSlicer(): (job: () => void) => void {
  const queue: (() => void)[] = [];
  let sliceEnd = 0;
  const drain = () => {
    // A task's first job starts its slice; the next task starts a fresh one and goes on.
    sliceEnd ||= (setTimeout(() => ((sliceEnd = 0), queue.length && drain()), 0), performance.now() + SLICE_MS);
    while (queue.length && performance.now() < sliceEnd) {
      const job = queue.shift()!;
      try {
        job();
      } catch (error) {
        reportError('runtime', 'mount', error);
      }
    }
  };
  return (job) => {
    queue.push(job);
    drain();
  };
}
