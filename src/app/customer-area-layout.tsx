import { NavLink, Outlet } from "react-router-dom";
import { accountShellContent as copy } from "@/content/account";
import { sessionContent } from "@/content/auth";
import { RequireSession } from "@/features/auth/components/require-session";
import { SignOutButton } from "@/features/auth/components/sign-out-button";
import { displayName } from "@/features/auth/model";
import { useSession } from "@/features/auth/session-context";
import { QueryProvider } from "@/lib/query-provider";
import { cn } from "@/lib/utils";

/**
 * The layout route of the customer area (every route with access "session"): the session guard
 * (docs/decisions/005 and 028), server state (TanStack Query, which public pages never
 * load) and the account shell with the user, Sign Out and the area's navigation. Pages inside only
 * render their content. Loaded lazily by routes.tsx, so none of this reaches public pages.
 */
export function CustomerAreaLayout() {
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
  return (
    <>
      <div className="border-b bg-secondary/40" data-testid="account-shell">
        <div className="container flex flex-wrap items-center justify-between gap-3 py-3">
          <nav aria-label={copy.navLabel}>
            <ul className="flex flex-wrap gap-1">
              {copy.links.map((link) => (
                <li key={link.href}>
                  <NavLink
                    to={link.href}
                    end
                    className={({ isActive }) =>
                      cn(
                        "inline-flex rounded-md px-3 py-2 text-sm font-medium hover:bg-secondary",
                        isActive
                          ? "bg-background text-foreground shadow-sm"
                          : "text-muted-foreground",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 items-center gap-3">
            <p className="min-w-0 truncate text-sm text-muted-foreground">
              <span className="sr-only">{copy.signedInAs} </span>
              <span className="font-medium text-foreground" data-testid="account-user">
                {displayName(user, sessionContent.fallbackName)}
              </span>
            </p>
            <SignOutButton size="sm" />
          </div>
        </div>
      </div>
      <Outlet />
    </>
  );
}
