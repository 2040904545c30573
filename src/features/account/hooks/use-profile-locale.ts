import { useEffect } from "react";
import { adoptProfileLocale } from "../locale-sync";

/** After sign-in: switch to the language stored on the profile, if the customer chose one. */
export function useProfileLocale(userId: string): void {
  useEffect(() => {
    void adoptProfileLocale(userId);
  }, [userId]);
}
