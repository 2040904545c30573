import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";

/**
 * A small local DNS zone for the functions (supabase/functions/_shared/dns.ts reads it through
 * DNS_ZONE_URL): custom-domain verification works offline and tests decide what a domain points
 * to. CNAME and TXT records, which is what the white-label check asks for (the CNAME that points
 * the domain at us, the TXT record that proves the account controls it). A name has at most one
 * CNAME, as in DNS, and any number of TXT values.
 *
 *   GET    /dns/v1/resolve?name=<host>&type=CNAME|TXT  -> { answers: ["clients.vindbaar.nl"] }
 *   PUT    /dns/_test/records  { name, type: "CNAME" | "TXT", value }   (developers, scripts, e2e)
 *   DELETE /dns/_test/records?name=<host>   (every record of that name)
 */
export class DnsZone {
  private cnames = new Map<string, string>();
  private txts = new Map<string, string[]>();

  private static key(name: string): string {
    return name.trim().toLowerCase().replace(/\.$/, "");
  }

  setCname(name: string, target: string): void {
    this.cnames.set(DnsZone.key(name), DnsZone.key(target));
  }

  /** Adds a TXT value to `name` (kept as given: TXT values are case-sensitive). */
  addTxt(name: string, value: string): void {
    const key = DnsZone.key(name);
    const values = this.txts.get(key) ?? [];
    if (!values.includes(value)) this.txts.set(key, [...values, value]);
  }

  remove(name: string): void {
    this.cnames.delete(DnsZone.key(name));
    this.txts.delete(DnsZone.key(name));
  }

  resolveTxt(name: string): string[] {
    return [...(this.txts.get(DnsZone.key(name)) ?? [])];
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
          answers:
            type === "CNAME"
              ? this.resolveCname(name)
              : type === "TXT"
                ? this.resolveTxt(name)
                : [],
        });
        return;
      }
      if (url.pathname === "/dns/_test/records" && req.method === "PUT") {
        const body = await readJsonObject(req);
        if (typeof body.name !== "string" || typeof body.value !== "string" || body.name === "")
          throw new ApiError(400, "validation_failed", "name and value must be strings");
        const type = body.type ?? "CNAME";
        if (type !== "CNAME" && type !== "TXT")
          throw new ApiError(400, "validation_failed", "only CNAME and TXT records are emulated");
        if (type === "TXT") this.addTxt(body.name, body.value);
        else this.setCname(body.name, body.value);
        sendJson(res, 200, {
          name: DnsZone.key(body.name),
          type,
          value: type === "TXT" ? body.value : DnsZone.key(body.value),
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
