import { useEffect, useState } from "react";
import { createChunkLoader } from "@/lib/chunk-loader";

const assistantChunk = createChunkLoader(() => import("./components/chat-assistant"));

/**
 * The chat for a page that does not carry it from the start (the help centre): its code is fetched
 * only when the visitor asks for it, and then it opens — and stays on the page, launcher included,
 * with its conversation. `requests` counts the asks (0: not asked yet); each new one opens the chat
 * again, and retries the download if the previous one failed (a failure leaves the page as it was).
 */
export function ChatOnRequest({ requests }: { requests: number }) {
  const [module, setModule] = useState(assistantChunk.loaded);

  useEffect(() => {
    if (requests > 0 && !module) assistantChunk.load().then(setModule, () => {});
  }, [requests, module]);

  return module && requests > 0 ? <module.ChatAssistant openRequests={requests} /> : null;
}
