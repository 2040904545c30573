import { cn } from "@/lib/utils";

interface CodeBlockProps {
  code: string;
  /** Caption above the sample, e.g. "Voorbeeld: rapporten ophalen met curl". */
  label: string;
  className?: string;
}

/**
 * A code sample with a caption. Lines wrap instead of scrolling sideways, so the sample stays
 * readable at 320 px and needs no keyboard-focusable scroll region.
 */
export function CodeBlock({ code, label, className }: CodeBlockProps) {
  return (
    <figure className={cn("space-y-2", className)}>
      <figcaption className="text-sm font-medium text-muted-foreground">{label}</figcaption>
      <pre className="rounded-lg bg-slate-950 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
