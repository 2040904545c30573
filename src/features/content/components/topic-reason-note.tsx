import { useId } from "react";

/** Why the planner chose this topic: a labelled note above the form, read out with the dialog. */
export function TopicReasonNote({ heading, text }: { heading: string; text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-md border bg-muted/40 p-3 text-sm">
      <h3 id={id} className="font-medium">
        {heading}
      </h3>
      <p className="mt-1 text-muted-foreground">{text}</p>
    </section>
  );
}
