/**
 * "Vindbaar typt…" with three bouncing dots. The live region stays mounted so screen readers
 * announce the text when it appears.
 */
export function TypingIndicator({ active, label }: { active: boolean; label: string }) {
  return (
    <div role="status" aria-live="polite" className="px-4 pb-2 empty:hidden">
      {active && (
        <span
          className="inline-flex items-center gap-2 text-sm text-muted-foreground"
          data-testid="typing-indicator"
        >
          <span className="inline-flex gap-1" aria-hidden="true">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 animate-bounce rounded-full bg-current"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {label}
        </span>
      )}
    </div>
  );
}
