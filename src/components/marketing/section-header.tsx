import { cn } from "@/lib/utils";

interface SectionHeaderProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Heading level: pages use h1 once (PageHero); sections use h2. */
  as?: "h1" | "h2";
  align?: "center" | "left";
  className?: string;
}

/** The heading block above a section: small eyebrow, title, optional lead text. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  as: Heading = "h2",
  align = "center",
  className,
}: SectionHeaderProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
      )}
      <Heading
        id={id}
        className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
      >
        {title}
      </Heading>
      {subtitle && <p className="mt-4 text-lg text-muted-foreground text-pretty">{subtitle}</p>}
    </div>
  );
}
