import { useContentAction } from "./post-content-action";

/** POST content { action: "update-topic" }: a planned post's topic and keywords as the customer changed them. */
export const useUpdateTopic = () => useContentAction("update-topic");
