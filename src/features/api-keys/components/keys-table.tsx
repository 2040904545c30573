import type { ApiKey } from "@contract/api-keys";
import { apiSettingsContent as copy } from "@/content/api-settings";
import { formatDateTimeLong } from "@/lib/format";
import { RevokeKeyButton } from "./revoke-key-dialog";

/** 'Je API-sleutels': name, prefix, dates and status; active keys can be revoked. */
export function KeysTable({ keys }: { keys: readonly ApiKey[] }) {
  const { list } = copy;
  return (
    <section aria-labelledby="api-keys-list-title" className="flex flex-col gap-4">
      <h2 id="api-keys-list-title" className="text-xl font-semibold">
        {list.title}
      </h2>
      {keys.length === 0 ? (
        <p className="rounded-lg border p-6 text-muted-foreground" data-testid="api-keys-empty">
          {list.empty}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="api-keys-table">
            <thead>
              <tr className="border-b text-muted-foreground">
                {[
                  list.columns.name,
                  list.columns.prefix,
                  list.columns.created,
                  list.columns.lastUsed,
                  list.columns.status,
                ].map((label) => (
                  <th key={label} scope="col" className="py-2 pr-4 font-medium">
                    {label}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{list.columns.actions}</span>
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
                  <td className="py-3 pr-4">{formatDateTimeLong(key.createdAt)}</td>
                  <td className="py-3 pr-4">
                    {key.lastUsedAt ? formatDateTimeLong(key.lastUsedAt) : list.neverUsed}
                  </td>
                  <td className="py-3 pr-4">
                    {key.revokedAt ? list.revoked(formatDateTimeLong(key.revokedAt)) : list.active}
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
