import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson, sendText } from "../http/json.ts";
import type { SiteverifyParams, TurnstileDouble } from "./double.ts";
import { CAPTCHA_PATHS } from "./keys.ts";

/** The widget as the browser loads it (a plain script, served as written). */
const WIDGET_SCRIPT = readFileSync(new URL("./widget.js", import.meta.url), "utf8");

/** The widget's challenge call comes from the page's origin, like Cloudflare's iframe would. */
const CHALLENGE_CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type",
};

/** Everything under /captcha: the widget script, its challenge call and siteverify. */
export async function handleCaptcha(
  double: TurnstileDouble,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const route = `${req.method} ${url.pathname}`;
  if (route === `GET ${CAPTCHA_PATHS.script}`) {
    res.setHeader("Cache-Control", "no-cache");
    sendText(res, 200, WIDGET_SCRIPT, "text/javascript");
    return;
  }
  if (route === `OPTIONS ${CAPTCHA_PATHS.challenge}`) {
    res.writeHead(204, { ...CHALLENGE_CORS, "Access-Control-Max-Age": "86400" });
    res.end();
    return;
  }
  if (route === `POST ${CAPTCHA_PATHS.challenge}`) {
    const siteKey = String(parseJson(await readBody(req))?.sitekey ?? "");
    const token = double.solve(siteKey, pageHostname(req));
    if (token) sendJson(res, 200, { token }, CHALLENGE_CORS);
    // Turnstile's client error code for an unknown site key.
    else sendJson(res, 400, { error: "invalid sitekey", code: "110100" }, CHALLENGE_CORS);
    return;
  }
  if (route === `POST ${CAPTCHA_PATHS.siteverify}`) {
    const params = siteverifyParams(req, await readBody(req));
    sendJson(
      res,
      200,
      params ? double.verify(params) : { success: false, "error-codes": ["bad-request"] },
    );
    return;
  }
  sendJson(res, 404, { message: `Not emulated: ${route}` });
}

/** siteverify takes form-encoded or JSON parameters (Cloudflare accepts both). */
function siteverifyParams(req: IncomingMessage, raw: Buffer): SiteverifyParams | null {
  const type = req.headers["content-type"] ?? "";
  const values = type.includes("application/json")
    ? parseJson(raw)
    : Object.fromEntries(new URLSearchParams(raw.toString("utf8")));
  if (!values) return null;
  const text = (name: string) => (typeof values[name] === "string" ? values[name] : undefined);
  return {
    secret: text("secret"),
    response: text("response"),
    remoteip: text("remoteip"),
    idempotency_key: text("idempotency_key"),
  };
}

function parseJson(raw: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw.toString("utf8"));
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The host the widget ran on: the page's Origin, else (a script or test) the Host it called. */
function pageHostname(req: IncomingMessage): string {
  for (const candidate of [req.headers.origin, `http://${req.headers.host ?? "localhost"}`]) {
    try {
      if (candidate) return new URL(candidate).hostname;
    } catch {
      // Not a URL: try the next.
    }
  }
  return "localhost";
}
