import { useContentAction } from "./post-content-action";

/** POST content { action: "publish-wordpress" }: an approved post published on the connected WordPress site. */
export const usePublishWordPress = () => useContentAction("publish-wordpress");
