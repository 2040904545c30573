import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { ApiKeysSettings } from "@/features/api-keys/customer-area";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

/** /dashboard/api: 'API-instellingen' — create, show once and revoke public API keys (issue 12). */
export function ApiSettingsPage() {
  const { t } = useT("apiKeys");
  return (
    <>
      <PageHead path="/dashboard/api" heading={t("title")} />
      <div className="container flex max-w-4xl flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t("intro")}</p>
          <p className="mt-2">
            <Link
              to={paths.apiDocumentation}
              className="font-medium text-primary underline underline-offset-4"
            >
              {t("docsLink")}
            </Link>
          </p>
        </header>
        <ApiKeysSettings />
      </div>
    </>
  );
}
