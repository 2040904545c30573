import type {
  SearchConsoleMessages,
  SearchConsoleState,
} from "../_shared/contract/search-console.ts";
import type { Sql } from "../_shared/db.ts";
import { loadConnection } from "../_shared/search-console/connection-store.ts";
import { importStatus } from "../_shared/search-console/import-store.ts";

/** The connection as the dashboard shows it; a broken one's `error` in the request's language (`messages`). */
export async function connectionState(
  sql: Sql,
  userId: string,
  messages: SearchConsoleMessages,
): Promise<SearchConsoleState> {
  const connection = await loadConnection(sql, userId);
  if (!connection) return { status: "not_connected" };
  if (connection.status === "broken") {
    return {
      status: "broken",
      error: messages.broken,
      connectedAt: connection.connectedAt,
    };
  }
  return {
    status: "connected",
    property: connection.propertyUrl,
    connectedAt: connection.connectedAt,
    import: connection.propertyUrl ? await importStatus(sql, userId) : null,
  };
}
