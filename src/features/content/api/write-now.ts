import { useContentAction } from "./post-content-action";

/** POST content { action: "write-now" }: a planned post written now instead of on its date. */
export const useWriteNow = () => useContentAction("write-now");
