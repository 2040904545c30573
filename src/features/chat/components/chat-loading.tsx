import { LoaderCircle } from "lucide-react";

/** Shown above the launcher while the chat chunk downloads (usually a blink, longer on 3G). */
export function ChatLoading({ label }: { label: string }) {
  return (
    <p
      role="status"
      className="fixed right-4 bottom-22 z-40 inline-flex items-center gap-2 rounded-full border bg-background px-3 py-2 text-sm text-foreground shadow-md sm:right-6 sm:bottom-24"
    >
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}
