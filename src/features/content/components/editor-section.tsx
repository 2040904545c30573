import { useId, type ReactNode } from "react";

/** A titled block beside the editor (h3 under the editor's h2) or in a dialog. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
