import type { IncomingMessage, ServerResponse } from "node:http";
import type { Emulator } from "../../emulator/index";
import { fetchFrom } from "./from-address";

/** A small business site for the analyzer's tests, served on 127.0.0.1. */
export const GOOD_PAGE = `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bakkerij De Korenschoof – vers brood in Utrecht</title>
<meta name="description" content="Ambachtelijke bakkerij in Utrecht met dagelijks vers desembrood, taarten op bestelling en een lunchroom. Bestel online en haal je brood op wanneer het jou uitkomt.">
<link rel="canonical" href="{origin}/goed">
</head>
<body>
<h1>Bakkerij De Korenschoof</h1>
<h2>Ons brood</h2>
<p>Elke ochtend vers. <a href="/assortiment">Bekijk ons assortiment</a></p>
<img src="/brood.jpg" alt="Desembrood uit eigen oven">
</body>
</html>`;

export const WEAK_PAGE = `<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Loodgieter</title>
</head>
<body>
<h1>Loodgieter Jansen</h1>
<h4>Diensten</h4>
<img src="/a.jpg"><img src="/b.jpg">
<a href="/contact">klik hier</a>
</body>
</html>`;

/** Routes of the fixture site; anything else is 404. */
export function fixtureSite(req: IncomingMessage, res: ServerResponse): void {
  const path = new URL(req.url ?? "/", "http://fixture").pathname;
  const html = (body: string, status = 200) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  };
  if (path === "/robots.txt") {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("User-agent: *\nAllow: /\n");
  } else if (path === "/goed") html(GOOD_PAGE.replace("{origin}", `http://${req.headers.host}`));
  else if (path === "/zwak") html(WEAK_PAGE);
  else if (path === "/naar-prive") {
    res.writeHead(302, { location: "http://10.0.0.1/" });
    res.end();
  } else if (path === "/data.json") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  } else if (path === "/groot") {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!DOCTYPE html><p>${"x".repeat(6 * 1024 * 1024)}</p>`);
  } else html("<!DOCTYPE html><title>Niet gevonden</title>", 404);
}

export interface CallOptions {
  token?: string;
  /** The loopback address to connect from (the gateway rate-limits by the socket's address). */
  ip?: string;
  query?: string;
  /** A visitor's read token (the POST's `readToken`), sent as the browser does. */
  readToken?: string;
}

/** Calls analyze-site over HTTP exactly as a browser without supabase-js does. */
export async function callAnalyzer(
  emulator: Emulator,
  method: "GET" | "POST",
  body?: unknown,
  options: CallOptions = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetchFrom(options.ip ?? "127.0.0.1")(
    `${emulator.url}/functions/v1/analyze-site${options.query ? `?${options.query}` : ""}`,
    {
      method,
      headers: {
        apikey: emulator.anonKey,
        Authorization: `Bearer ${options.token ?? emulator.anonKey}`,
        "content-type": "application/json",
        ...(options.readToken ? { "x-analysis-token": options.readToken } : {}),
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}
