import { PageHead } from "./page-head";

export function PrivacyPolicyPage() {
  return (
    <section className="container py-16">
      <PageHead path="/privacy-policy" />
      <h1 className="text-4xl font-bold">PrivacyPolicyPage</h1>
    </section>
  );
}
