import { LogOut } from "lucide-react";
import { useState } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import type { ButtonProps } from "@/components/ui/button";
import { useT } from "@/i18n";
import { useSession } from "../session-context";

/**
 * 'Sign Out' → 'Signing out...' and disabled until the session change arrives (the guard then
 * leaves the page). A failure is only logged (docs/product.md §8) and the button becomes usable again.
 */
export function SignOutButton({
  variant = "outline",
  compactOnPhone = false,
  ...props
}: Omit<ButtonProps, "onClick" | "children"> & {
  /** Below md only the icon shows (the name stays for screen readers): the phone's bar is full. */
  compactOnPhone?: boolean;
}) {
  const { signOut } = useSession();
  const [busy, setBusy] = useState(false);
  const { t } = useT("auth");

  async function handleClick() {
    setBusy(true);
    const ok = await signOut();
    if (!ok) setBusy(false);
  }

  return (
    <BusyButton
      type="button"
      variant={variant}
      {...props}
      busy={busy}
      busyLabel={t("session.signingOut")}
      icon={<LogOut aria-hidden="true" />}
      onClick={handleClick}
    >
      {compactOnPhone ? (
        <span className="max-md:sr-only">{t("session.signOut")}</span>
      ) : (
        t("session.signOut")
      )}
    </BusyButton>
  );
}
