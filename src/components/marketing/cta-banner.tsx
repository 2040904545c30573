import type { ReactNode } from "react";

interface CtaBannerProps {
  id?: string;
  title: string;
  text: string;
  /** The banner's buttons (use variant "inverted" on the brand background). */
  actions: ReactNode;
}

/** A closing call-to-action band with buttons (the e-mail form is the separate CtaSection). */
export function CtaBanner({ id = "call-to-action", title, text, actions }: CtaBannerProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 py-16 sm:py-24">
      <div className="container">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <div
            aria-hidden="true"
            className="absolute -right-16 -top-16 -z-10 size-64 rounded-full bg-emerald-400/20 blur-3xl"
          />
          <h2
            id={headingId}
            className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        </div>
      </div>
    </section>
  );
}
