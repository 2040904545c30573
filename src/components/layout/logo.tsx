import { VINDBAAR_COLORS } from "@contract/brand";
import { cn } from "@/lib/utils";

/** The Vindbaar mark: a magnifying glass with a green handle ("found"). Decorative: pair it with text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      className={cn("shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" fill={VINDBAAR_COLORS.primary} />
      <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
      <path
        d="M19 19l6 6"
        stroke={VINDBAAR_COLORS.accent}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
