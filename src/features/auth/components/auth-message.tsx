import { AlertCircle, CheckCircle2 } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The red box (auth errors, the service's message as is) and the green box (success) above the
 * form (docs/product.md §8). role=alert / role=status make screen readers announce them when they appear.
 */
export function AuthMessage({ kind, children }: { kind: "error" | "success"; children: string }) {
  const error = kind === "error";
  const Icon = error ? AlertCircle : CheckCircle2;
  return (
    <div
      role={error ? "alert" : "status"}
      data-kind={kind}
      className={cn(
        "flex items-start gap-2 rounded-md border p-3 text-sm",
        error
          ? "border-red-300 bg-red-50 text-red-800"
          : "border-green-300 bg-green-50 text-green-800",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
