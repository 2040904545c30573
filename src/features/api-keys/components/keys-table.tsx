import type { ApiKey } from "@contract/api-keys";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "@/components/ui/table";
import { formatDayInAmsterdam, useLocale, useT } from "@/i18n";
import { RevokeKeyButton } from "./revoke-key-dialog";

/** 'Je API-sleutels': name, prefix, dates and status; active keys can be revoked. */
export function KeysTable({ keys }: { keys: readonly ApiKey[] }) {
  const { t } = useT("apiKeys", { keyPrefix: "list" });
  const locale = useLocale();
  const day = (timestamp: string) => formatDayInAmsterdam(timestamp, locale);
  return (
    <section aria-labelledby="api-keys-list-title" className="flex flex-col gap-4">
      <h2 id="api-keys-list-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      {keys.length === 0 ? (
        <p className="rounded-lg border p-6 text-muted-foreground" data-testid="api-keys-empty">
          {t("empty")}
        </p>
      ) : (
        <Table data-testid="api-keys-table">
          <TableColumnHeads
            columns={[
              ...(["name", "prefix", "created", "lastUsed", "status"] as const).map((column) => ({
                label: t(`columns.${column}`),
                className: "pr-4",
              })),
              { label: t("columns.actions"), hidden: true },
            ]}
          />
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key.id}>
                <TableCell className="py-3 pr-4 font-medium">{key.name}</TableCell>
                <TableCell className="py-3 pr-4">
                  <code className="rounded bg-muted px-1.5 py-0.5">{key.prefix}…</code>
                </TableCell>
                <TableCell className="py-3 pr-4">{day(key.createdAt)}</TableCell>
                <TableCell className="py-3 pr-4">
                  {key.lastUsedAt ? day(key.lastUsedAt) : t("neverUsed")}
                </TableCell>
                <TableCell className="py-3 pr-4">
                  {key.revokedAt ? t("revoked", { date: day(key.revokedAt) }) : t("active")}
                </TableCell>
                <TableCell className="py-3">
                  {key.revokedAt ? null : <RevokeKeyButton apiKey={key} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
