/**
 * A small RFC 8288 `Link` header reader: `<uri>; rel="canonical", <uri2>; rel=alternate;
 * hreflang=nl`. Commas and semicolons inside <…> or quotes do not split.
 */
export interface LinkHeaderRef {
  uri: string;
  /** Parameter names lower-cased; the first occurrence wins, as RFC 8288 asks. */
  params: Record<string, string>;
}

function splitOutside(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  let inAngle = false;
  let inQuote = false;
  for (const ch of value) {
    if (ch === '"' && !inAngle) inQuote = !inQuote;
    else if (ch === "<" && !inQuote) inAngle = true;
    else if (ch === ">" && !inQuote) inAngle = false;
    if (ch === separator && !inAngle && !inQuote) {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
}

export function parseLinkHeader(value: string): LinkHeaderRef[] {
  const refs: LinkHeaderRef[] = [];
  for (const linkValue of splitOutside(value, ",")) {
    const [target, ...rawParams] = splitOutside(linkValue, ";");
    const match = /^\s*<([^>]*)>\s*$/.exec(target ?? "");
    if (!match) continue;
    const params: Record<string, string> = {};
    for (const raw of rawParams) {
      const eq = raw.indexOf("=");
      const name = (eq === -1 ? raw : raw.slice(0, eq)).trim().toLowerCase();
      if (!name || name in params) continue;
      const val = eq === -1 ? "" : raw.slice(eq + 1).trim();
      params[name] = val.startsWith('"') && val.endsWith('"') ? val.slice(1, -1) : val;
    }
    refs.push({ uri: match[1]!, params });
  }
  return refs;
}
