import { isWritten, type ContentOverview } from "@contract/content";

/**
 * The dashboard's two content figures: posts of the current period that have been written
 * (concept, 'Controle nodig', approved or published), and the business-profile posts ready to copy from them
 * (only on plans that include them). Without a plan or profile there is no period: both are 0.
 */
export function contentFigures(overview: ContentOverview): {
  drafts: number;
  profilePosts: number;
} {
  if (!overview.period) return { drafts: 0, profilePosts: 0 };
  const start = overview.period.start.slice(0, 10);
  const written = overview.posts.filter(
    (post) => isWritten(post.status) && post.plannedFor.slice(0, 10) >= start,
  );
  return {
    drafts: written.length,
    profilePosts: overview.profilePostsIncluded
      ? written.reduce((sum, post) => sum + post.profilePosts.length, 0)
      : 0,
  };
}
