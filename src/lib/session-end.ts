/**
 * The session ended (Sign Out here, a sign-out in another tab, a session a function refused, or
 * another account signing in): nothing asked for under it may land afterwards — not on the
 * signed-out screen, not in the next account's cache. Every function call carries the current
 * session's signal (call-function.ts) and is aborted here; the query client listens and
 * cancels and clears what it holds (query-provider.tsx). Lives in lib because the API helpers use
 * it and lib may not import features; the auth feature reports the end.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let requests = new AbortController();

/** Aborted when the session that is current now ends. */
export function sessionSignal(): AbortSignal {
  return requests.signal;
}

export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Aborts every function call under the ending session, then tells the listeners. */
export function reportSessionEnded(): void {
  requests.abort();
  requests = new AbortController();
  listeners.forEach((listener) => listener());
}
