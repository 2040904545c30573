import { ArrowRight, CircleCheck, PlayCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface HeroAction {
  label: string;
  href: string;
}

interface HeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The call-to-action buttons (see HeroLinkActions for the usual pair of links). */
  actions: ReactNode;
  reassurance?: readonly string[];
  /** The illustration beside the copy (e.g. the mock dashboard card). */
  visual?: ReactNode;
}

/** A landing page's opening band: the page's single h1, actions and an optional illustration. */
export function Hero({ eyebrow, title, intro, actions, reassurance = [], visual }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className={cn(
        "container grid items-center gap-12 py-16 sm:py-20 lg:py-24",
        visual && "lg:grid-cols-2",
      )}
    >
      <div className={cn("text-center", visual && "lg:text-left")}>
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-background/80 px-3 py-1 text-sm font-semibold text-brand-700">
          <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
          {eyebrow}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        <p
          className={cn(
            "mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-pretty",
            visual && "lg:mx-0",
          )}
        >
          {intro}
        </p>
        {/* items-center: on a phone the stacked buttons keep their own width instead of spanning
            the screen, so the floating chat button in the bottom-right corner never covers them. */}
        <div
          className={cn(
            "mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row",
            visual && "lg:justify-start",
          )}
        >
          {actions}
        </div>
        {reassurance.length > 0 && (
          <ul
            className={cn(
              "mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground",
              visual && "lg:justify-start",
            )}
          >
            {reassurance.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-accent" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        )}
      </div>
      {visual && <div className="mx-auto w-full max-w-xl lg:max-w-none">{visual}</div>}
    </section>
  );
}

/** The usual hero pair: a solid primary link and an outlined demo link. */
export function HeroLinkActions({
  primary,
  secondary,
}: {
  primary: HeroAction;
  secondary: HeroAction;
}) {
  return (
    <>
      <Button asChild size="lg">
        <Link to={primary.href}>
          {primary.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={secondary.href}>
          <PlayCircle aria-hidden="true" />
          {secondary.label}
        </Link>
      </Button>
    </>
  );
}
