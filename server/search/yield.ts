/** Lets the event loop run (timers, other requests) between the batches of a long job: one macrotask turn. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
