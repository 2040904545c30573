/** A ready report as the reports function lists it (without createdAt: each test sets its age). */
export const REPORT = {
  id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  siteUrl: "https://bakkerij.nl/",
  score: 82,
  trend: null,
  pagesScanned: 12,
  kind: "full",
  status: "ready",
};
