import { PageHead } from "./page-head";

export function HomePage() {
  return (
    <section className="container py-16">
      <PageHead path="/" />
      <h1 className="text-4xl font-bold">HomePage</h1>
    </section>
  );
}
