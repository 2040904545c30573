import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";

/**
 * A small local DNS zone for the functions (supabase/functions/_shared/dns.ts reads it through
 * DNS_ZONE_URL): custom-domain verification works offline and tests decide what a domain points
 * to. Only CNAME records, which is all the white-label check asks for.
 *
 *   GET    /dns/v1/resolve?name=<host>&type=CNAME  -> { answers: ["clients.vindbaar.nl"] }
 *   PUT    /dns/_test/records  { name, type: "CNAME", value }   (developers: curl, scripts, e2e)
 *   DELETE /dns/_test/records?name=<host>
 */
export class DnsZone {
  private cnames = new Map<string, string>();

  private static key(name: string): string {
    return name.trim().toLowerCase().replace(/\.$/, "");
  }

  setCname(name: string, target: string): void {
    this.cnames.set(DnsZone.key(name), DnsZone.key(target));
  }

  remove(name: string): void {
    this.cnames.delete(DnsZone.key(name));
  }

  resolveCname(name: string): string[] {
    const target = this.cnames.get(DnsZone.key(name));
    return target ? [target] : [];
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      if (req.method === "GET" && url.pathname === "/dns/v1/resolve") {
        const name = url.searchParams.get("name") ?? "";
        const type = (url.searchParams.get("type") ?? "CNAME").toUpperCase();
        sendJson(res, 200, {
          name,
          type,
          answers: type === "CNAME" ? this.resolveCname(name) : [],
        });
        return;
      }
      if (url.pathname === "/dns/_test/records" && req.method === "PUT") {
        const body = await readJsonObject(req);
        if (typeof body.name !== "string" || typeof body.value !== "string" || body.name === "")
          throw new ApiError(400, "validation_failed", "name and value must be strings");
        if (body.type !== undefined && body.type !== "CNAME")
          throw new ApiError(400, "validation_failed", "only CNAME records are emulated");
        this.setCname(body.name, body.value);
        sendJson(res, 200, {
          name: DnsZone.key(body.name),
          type: "CNAME",
          value: DnsZone.key(body.value),
        });
        return;
      }
      if (url.pathname === "/dns/_test/records" && req.method === "DELETE") {
        this.remove(url.searchParams.get("name") ?? "");
        sendJson(res, 200, {});
        return;
      }
      sendJson(res, 404, { message: `Not emulated: ${req.method} ${url.pathname}` });
    } catch (error) {
      if (error instanceof ApiError) sendJson(res, error.status, { message: error.message });
      else throw error;
    }
  }
}
