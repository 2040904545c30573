import { Loader2 } from "lucide-react";

/** Full-height, centred waiting state: 'Loading authentication state', 'Redirecting to Dashboard'. */
export function AuthStatus({ label }: { label: string }) {
  return (
    <div
      className="container flex min-h-[60vh] flex-col items-center justify-center gap-3 py-16"
      role="status"
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-base font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
