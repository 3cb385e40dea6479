/**
 * Lets whatever else is waiting run before the rest of a long piece of work: in the browser, a tap
 * or a frame between two steps of the app's start; on the server, other requests and sockets
 * between two render passes.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
