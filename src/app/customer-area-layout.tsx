import { Outlet } from "react-router-dom";
import { AccountNav } from "@/components/layout/account-nav";
import { LanguageChoice, useProfileLocale } from "@/features/account/customer-area";
import { RequireSession } from "@/features/auth/components/require-session";
import { SignOutButton } from "@/features/auth/components/sign-out-button";
import { displayName } from "@/features/auth/model";
import { useSession } from "@/features/auth/session-context";
import { useDocumentLanguage, useT } from "@/i18n";
import { QueryProvider } from "@/lib/query-provider";
import { accountLinks } from "./account-links";

/**
 * The layout route of the customer area (every route with access "session"): the session guard
 * (docs/decisions/005 and 028), server state (TanStack Query, which public pages never
 * load) and the account shell with the user, the language choice, Sign Out and the area's
 * navigation. Pages inside only render their content. Loaded lazily by routes.tsx, so none of
 * this (nor i18next) reaches public pages.
 */
export function CustomerAreaLayout() {
  useDocumentLanguage();
  return (
    <RequireSession>
      <QueryProvider>
        <AccountShell />
      </QueryProvider>
    </RequireSession>
  );
}

/** Rendered only behind the guard, so a user is always known here. */
function AccountShell() {
  const { user } = useSession();
  const { t } = useT(["account", "auth"]);
  // After sign-in the language stored on the profile replaces this browser's.
  useProfileLocale(user?.id ?? "");
  const links = accountLinks.map((link) => ({
    href: link.href,
    label: t(`account:links.${link.key}`),
  }));
  return (
    <>
      <div className="border-b bg-secondary/40" data-testid="account-shell">
        <div className="container flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5 md:py-3">
          <AccountNav
            label={t("account:navLabel")}
            menuLabel={t("account:menuLabel")}
            links={links}
          />
          {/* On a phone the name takes what the menu button leaves and is truncated, and sign-out
              is its icon, so the bar with the language choice stays one row. The group never
              shrinks below its controls: the menu button's label truncates instead. */}
          <div className="flex min-w-min flex-1 basis-0 items-center justify-end gap-2 md:flex-none md:basis-auto md:gap-3">
            {/* Width 0 below md: the name adds nothing to the group's minimum, only fills. */}
            <p className="w-0 min-w-0 flex-1 truncate text-right text-sm text-muted-foreground md:w-auto md:flex-none md:text-left">
              <span className="sr-only">{t("account:signedInAs")} </span>
              <span className="font-medium text-foreground" data-testid="account-user">
                {displayName(user, t("auth:session.fallbackName"))}
              </span>
            </p>
            <LanguageChoice saveToAccount />
            <SignOutButton size="sm" compactOnPhone />
          </div>
        </div>
      </div>
      <Outlet />
    </>
  );
}
