/**
 * A function answered 401: the session the browser holds is no longer accepted (signed out on
 * another device, revoked, expired beyond refresh). The auth feature listens and ends the session
 * locally, so the customer area sends the user to sign in again instead of showing every later
 * call as a network error (issue 8 #8). Lives in lib because the API helpers report it and lib may
 * not import features.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionRejected(): void {
  listeners.forEach((listener) => listener());
}
