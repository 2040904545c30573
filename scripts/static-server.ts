/**
 * Serves the production build the way the shipped hosting config does (public/_redirects and
 * public/_headers): prerendered HTML per route, the SPA shell for the client-rendered customer
 * area, and the not-found page with HTTP status 404 for every other path.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { createGzip } from "node:zlib";
import { clientRenderedPrefixes } from "../src/config/public-routes";
import { CONTENT_TYPE_BY_PATH } from "./hosting-config";
import { SECURITY_HEADERS } from "./security-headers";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function resolveRequest(
  distDir: string,
  pathname: string,
): Promise<{ file: string; status: number }> {
  const safePath = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [
    join(distDir, safePath),
    join(distDir, safePath, "index.html"),
    join(distDir, `${safePath.replace(/\/$/, "")}.html`),
  ];
  for (const candidate of candidates) {
    if (candidate.startsWith(distDir) && (await isFile(candidate)))
      return { file: candidate, status: 200 };
  }
  const isSpaRoute = clientRenderedPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  if (isSpaRoute) return { file: join(distDir, "app-shell.html"), status: 200 };
  return { file: join(distDir, "404.html"), status: 404 };
}

export function startStaticServer(distDir: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url ?? "/", "http://localhost");
      const { file, status } = await resolveRequest(distDir, pathname);
      const type =
        (status === 200 ? CONTENT_TYPE_BY_PATH[pathname] : undefined) ??
        CONTENT_TYPES[extname(file)] ??
        "application/octet-stream";
      const immutable = file.includes(`${join(distDir, "assets")}`);
      // Compress text like every static host does, so local measurements match production.
      const gzip =
        /text|javascript|json|xml|svg/.test(type) &&
        /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
      response.writeHead(status, {
        ...SECURITY_HEADERS,
        "Content-Type": type,
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        Vary: "Accept-Encoding",
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      });
      if (request.method === "HEAD") return response.end();
      const body = createReadStream(file);
      (gzip ? body.pipe(createGzip()) : body).pipe(response);
    } catch (error) {
      console.error(error);
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
