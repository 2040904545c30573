import type { AuthChangeEvent, Session } from "@supabase/supabase-js";
import { vi } from "vitest";

/**
 * A stand-in for the Supabase client at the module boundary (@/lib/supabase), for component tests
 * only. Integration tests use the real supabase-js against the emulator.
 */
type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export function fakeSession(
  user: { email?: string; full_name?: string } = { email: "anna@bakkerij.nl" },
): Session {
  return {
    access_token: "access-token",
    refresh_token: "refresh-token",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: "bearer",
    user: {
      id: "5f0c6a52-6f3f-4d43-9a53-3d1f1f9d0e01",
      aud: "authenticated",
      role: "authenticated",
      email: user.email ?? "",
      app_metadata: { provider: "email" },
      user_metadata: user.full_name ? { full_name: user.full_name } : {},
      created_at: "2026-01-01T00:00:00Z",
    },
  } as Session;
}

function createFake() {
  const listeners: Listener[] = [];
  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.push(listener);
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    getSession: vi.fn(async () => ({
      data: { session: null as Session | null },
      error: null as Error | null,
    })),
    signInWithPassword: vi.fn(),
    signUp: vi.fn(),
    resetPasswordForEmail: vi.fn(),
    resend: vi.fn(),
    signInWithOtp: vi.fn(),
    verifyOtp: vi.fn(),
    reauthenticate: vi.fn(),
    signInWithOAuth: vi.fn(),
    signOut: vi.fn(async () => ({ error: null as Error | null })),
    updateUser: vi.fn(),
  };
  const functions = { invoke: vi.fn() };
  return {
    client: { auth, functions },
    auth,
    functions,
    /** Delivers an auth event the way supabase-js does. */
    emit(event: AuthChangeEvent, session: Session | null) {
      listeners.forEach((listener) => listener(event, session));
    },
    /** The session getSession() answers with. */
    setSession(session: Session | null) {
      auth.getSession.mockImplementation(async () => ({ data: { session }, error: null }));
    },
    reset() {
      listeners.length = 0;
      Object.values(auth).forEach((fn) => fn.mockReset());
      functions.invoke.mockReset();
      auth.onAuthStateChange.mockImplementation((listener: Listener) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: vi.fn() } } };
      });
      auth.getSession.mockImplementation(async () => ({ data: { session: null }, error: null }));
      auth.signOut.mockImplementation(async () => ({ error: null }));
    },
  };
}

export const fake = createFake();

/** The module that replaces @/lib/supabase in component tests. */
export const fakeSupabaseModule = {
  getSupabase: async () => fake.client,
  hasStoredSession: () => false,
  urlHasAuthParams: () => false,
  authStorageKey: () => "sb-127-auth-token",
  configuredSupabaseUrl: () => "http://127.0.0.1:54321",
};
