import { PageHead } from "./page-head";

export function AdCampaignPage() {
  return (
    <section className="container py-16">
      <PageHead path="/ad-campagne" />
      <h1 className="text-4xl font-bold">AdCampaignPage</h1>
    </section>
  );
}
