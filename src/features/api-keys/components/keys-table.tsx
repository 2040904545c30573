import type { ApiKey } from "@contract/api-keys";
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
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="api-keys-table">
            <thead>
              <tr className="border-b text-muted-foreground">
                {[
                  t("columns.name"),
                  t("columns.prefix"),
                  t("columns.created"),
                  t("columns.lastUsed"),
                  t("columns.status"),
                ].map((label) => (
                  <th key={label} scope="col" className="py-2 pr-4 font-medium">
                    {label}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t("columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} className="border-b">
                  <td className="py-3 pr-4 font-medium">{key.name}</td>
                  <td className="py-3 pr-4">
                    <code className="rounded bg-muted px-1.5 py-0.5">{key.prefix}…</code>
                  </td>
                  <td className="py-3 pr-4">{day(key.createdAt)}</td>
                  <td className="py-3 pr-4">
                    {key.lastUsedAt ? day(key.lastUsedAt) : t("neverUsed")}
                  </td>
                  <td className="py-3 pr-4">
                    {key.revokedAt ? t("revoked", { date: day(key.revokedAt) }) : t("active")}
                  </td>
                  <td className="py-3">
                    {key.revokedAt ? null : <RevokeKeyButton apiKey={key} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
