import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export function Card({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div
      className={cn("rounded-lg border bg-card text-card-foreground shadow-sm", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentPropsWithRef<"h3">) {
  // eslint-disable-next-line jsx-a11y/heading-has-content -- content arrives as children
  return <h3 className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<"div">) {
  return <div className={cn("flex items-center p-6 pt-0", className)} {...props} />;
}

interface RegionCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** A card that is a labelled page region: h2 title, description, then its content (tools, forms). */
export function RegionCard({ title, description, children }: RegionCardProps) {
  const headingId = useId();
  return (
    // min-w-0: in a grid or flex row the card may shrink below its content's width (a wide table
    // then scrolls inside its own box instead of widening the page).
    <Card role="region" aria-labelledby={headingId} className="min-w-0">
      <CardHeader>
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}
