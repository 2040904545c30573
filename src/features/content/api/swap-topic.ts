import { useContentAction } from "./post-content-action";

/** POST content { action: "swap-topic" }: another topic in place of a planned one. */
export const useSwapTopic = () => useContentAction("swap-topic");
