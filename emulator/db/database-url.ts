/** `postgresql://user:password@host:port/database` helpers for EMULATOR_DATABASE_URL. */

function parse(url: string): URL {
  const parsed = new URL(url);
  if (parsed.protocol !== "postgresql:" && parsed.protocol !== "postgres:") {
    throw new Error(`Not a PostgreSQL URL (postgresql://…): ${redactedUrl(url)}`);
  }
  return parsed;
}

/** The URL with its password hidden, for banners, logs and error messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<not a URL>";
  }
}

/** The database the URL names (`postgres` when it names none, as libpq defaults to the user). */
export function databaseName(url: string): string {
  const parsed = parse(url);
  return decodeURIComponent(parsed.pathname.slice(1)) || decodeURIComponent(parsed.username);
}

/** The same server and credentials, another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = parse(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Throws unless `url` is a postgresql:// URL (the CLI's and dev's early check). */
export function assertDatabaseUrl(url: string): string {
  parse(url);
  return url;
}
