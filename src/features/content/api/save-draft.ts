import { useContentAction } from "./post-content-action";

/** POST content { action: "save-draft" }: the draft's edited title and text saved. */
export const useSaveDraft = () => useContentAction("save-draft");
