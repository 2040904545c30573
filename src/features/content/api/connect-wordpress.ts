import { useContentAction } from "./post-content-action";

/** POST content { action: "connect-wordpress" }: the customer's WordPress site connected. */
export const useConnectWordPress = () => useContentAction("connect-wordpress");
