import { Languages } from "lucide-react";
import { cn } from "@/lib/utils";

export interface LanguageOption<V extends string> {
  value: V;
  /** The language's own name ('Nederlands', 'English'). */
  label: string;
}

/**
 * The language choice: a native select (keyboard, screen readers and a phone's picker for free)
 * behind a globe icon. The label is for screen readers only: the options name themselves.
 */
export function LanguageSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: V;
  options: readonly LanguageOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <label
      className={cn(
        "relative inline-flex min-h-11 shrink-0 items-center gap-1 text-sm text-muted-foreground",
        className,
      )}
    >
      {/* Decorative, and left out on a phone, where the account bar has no room to spare. */}
      <Languages className="size-4 shrink-0 max-md:hidden" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="h-9 cursor-pointer rounded-md border border-input bg-background px-1.5 text-sm text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
