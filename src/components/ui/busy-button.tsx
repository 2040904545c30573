import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

export interface BusyButtonProps extends Omit<ButtonProps, "asChild"> {
  /** While true the button is disabled and shows the spinner and `busyLabel`. */
  busy: boolean;
  busyLabel: ReactNode;
  /** Shown before the label when not busy (the spinner takes its place while busy). */
  icon?: ReactNode;
}

/**
 * The one submit/action button with a busy state: spinner plus "…ing" label, disabled while busy so
 * a second click cannot send the same request twice.
 */
export function BusyButton({
  busy,
  busyLabel,
  icon,
  disabled,
  children,
  type = "submit",
  ...props
}: BusyButtonProps) {
  return (
    <Button type={type} disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <Loader2 className="motion-safe:animate-spin" aria-hidden="true" /> : icon}
      {busy ? busyLabel : children}
    </Button>
  );
}
