const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a path or query string is shaped like a UUID, checked before it reaches a
 * `uuid` column: Postgres answers a malformed one with an error, where the caller should get a 400
 * or 404. Any version and variant, as Postgres accepts them.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
