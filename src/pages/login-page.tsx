import { PageHead } from "./page-head";

export function LoginPage() {
  return (
    <section className="container py-16">
      <PageHead path="/login" />
      <h1 className="text-4xl font-bold">LoginPage</h1>
    </section>
  );
}
