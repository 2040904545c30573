import { PageHead } from "./page-head";

export function TestimonialsPage() {
  return (
    <section className="container py-16">
      <PageHead path="/testimonials" />
      <h1 className="text-4xl font-bold">TestimonialsPage</h1>
    </section>
  );
}
