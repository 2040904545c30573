import { useContentAction } from "./post-content-action";

/** POST content { action: "disconnect-wordpress" }: the WordPress connection removed. */
export const useDisconnectWordPress = () => useContentAction("disconnect-wordpress");
