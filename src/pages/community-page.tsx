import { PageHead } from "./page-head";

export function CommunityPage() {
  return (
    <section className="container py-16">
      <PageHead path="/community" />
      <h1 className="text-4xl font-bold">CommunityPage</h1>
    </section>
  );
}
