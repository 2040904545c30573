/**
 * Serves the production build the way the shipped hosting config does (public/_redirects and
 * public/_headers): prerendered HTML per route, the SPA shell for the client-rendered customer
 * area, and the not-found page with HTTP status 404 for every other path.
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
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

const gzip = promisify(gzipCallback);

/**
 * Each file compressed once, as a static host keeps its compressed copies: compressing the same
 * bundles again for every request was most of this server's CPU time in the browser suite. Keyed
 * by size and modification time, so a rebuild while it runs is served fresh.
 */
const compressed = new Map<string, { version: string; body: Promise<Buffer> }>();

async function gzipped(file: string): Promise<Buffer> {
  const { size, mtimeMs } = await stat(file);
  const version = `${size}:${mtimeMs}`;
  let entry = compressed.get(file);
  if (entry?.version !== version) {
    entry = { version, body: readFile(file).then((bytes) => gzip(bytes)) };
    compressed.set(file, entry);
  }
  return entry.body;
}

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
      const compress =
        /text|javascript|json|xml|svg/.test(type) &&
        /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
      const compressedBody =
        compress && request.method !== "HEAD" ? await gzipped(file) : undefined;
      response.writeHead(status, {
        ...SECURITY_HEADERS,
        "Content-Type": type,
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
        Vary: "Accept-Encoding",
        ...(compress ? { "Content-Encoding": "gzip" } : {}),
      });
      if (request.method === "HEAD") return response.end();
      if (compressedBody) response.end(compressedBody);
      else createReadStream(file).pipe(response);
    } catch (error) {
      console.error(error);
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request");
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
