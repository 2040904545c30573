import { PageHead } from "./page-head";

export function ContactPage() {
  return (
    <section className="container py-16">
      <PageHead path="/contact" />
      <h1 className="text-4xl font-bold">ContactPage</h1>
    </section>
  );
}
