import {
  SEARCH_CONSOLE_MESSAGES,
  type SearchConsoleState,
} from "../_shared/contract/search-console.ts";
import type { Sql } from "../_shared/db.ts";
import { loadConnection } from "../_shared/search-console/connection-store.ts";
import { importStatus } from "../_shared/search-console/import-store.ts";

export async function connectionState(sql: Sql, userId: string): Promise<SearchConsoleState> {
  const connection = await loadConnection(sql, userId);
  if (!connection) return { status: "not_connected" };
  if (connection.status === "broken") {
    return {
      status: "broken",
      error: SEARCH_CONSOLE_MESSAGES.broken,
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
