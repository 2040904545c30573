import { cn } from "@/lib/utils";

interface ProseBlockProps {
  paragraphs: readonly string[];
  className?: string;
}

/** Readable running text: a narrow column of paragraphs. */
export function ProseBlock({ paragraphs, className }: ProseBlockProps) {
  return (
    <div
      className={cn(
        "mx-auto max-w-3xl space-y-4 text-base leading-relaxed text-foreground sm:text-lg",
        className,
      )}
    >
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
