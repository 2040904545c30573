import { useContentAction } from "./post-content-action";

/** POST content { action: "approve" }: a draft approved for publishing. */
export const useApprove = () => useContentAction("approve");
