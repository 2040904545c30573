import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { App } from "@/app/app";
import { loadRoute, matchRoute } from "@/app/route-table";

/**
 * Renders one route to HTML for the prerender step (scripts/prerender.ts). prerenderToNodeStream
 * waits for every lazy page and Suspense boundary, unlike renderToString.
 */
export async function render(url: string): Promise<string> {
  const { pathname } = new URL(url, "http://localhost");
  await loadRoute(matchRoute(pathname), pathname);
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
    // React outlines Suspense boundaries larger than this (default 12,800 bytes) and reveals them
    // with inline <script>s, which our CSP (script-src 'self') blocks: long pages would stay hidden
    // until hydration. A static prerender has nothing to stream progressively, so never outline.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
