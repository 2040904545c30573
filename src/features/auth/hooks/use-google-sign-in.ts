import { useEffect, useState } from "react";
import { googleSignInEnabled } from "../api/auth-settings";

/**
 * Whether to offer 'Continue with Google': "checking" until the auth service's settings answer,
 * "hidden" when the provider is off, "offered" when it is on or the settings could not be read
 * (then a click asks the service itself and shows its answer).
 */
export type GoogleSignIn = "checking" | "offered" | "hidden";

export function useGoogleSignIn(): GoogleSignIn {
  const [state, setState] = useState<GoogleSignIn>("checking");
  useEffect(() => {
    let current = true;
    void googleSignInEnabled().then((enabled) => {
      if (current) setState(enabled === false ? "hidden" : "offered");
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
