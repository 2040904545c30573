import { ChevronDown, Menu } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router-dom";
import { cn } from "@/lib/utils";

interface AccountNavLink {
  label: string;
  href: string;
}

export interface AccountNavProps {
  /** The navigation landmark's name. */
  label: string;
  /** Said before the current page's name on the phone's menu button ("Menu: Rapporten"). */
  menuLabel: string;
  links: readonly AccountNavLink[];
}

/**
 * The customer area's navigation. From md up the links are one row; on a phone they collapse
 * behind one button naming the current page, so the page's content starts right under the bar
 * instead of below three rows of links. The button is a disclosure (aria-expanded,
 * aria-controls) at most 40 % of the screen wide (a long page name truncates, leaving room in the
 * bar for the language choice and sign-out); the open list takes its own full-width row in the bar. Escape closes it and
 * gives focus back to the button; choosing a page closes it too.
 *
 * Renders two flex items (button, nav) for the bar around it, which should wrap (flex-wrap).
 */
export function AccountNav({ label, menuLabel, links }: AccountNavProps) {
  const { pathname } = useLocation();
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Open for the page it was opened on: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const current = links.find((link) => link.href === pathname)?.label;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex min-h-11 min-w-0 max-w-[40vw] items-center gap-2 rounded-md px-2 text-sm font-semibold hover:bg-secondary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 md:hidden"
      >
        <Menu className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          {current ? (
            <>
              <span className="sr-only">{`${menuLabel}:`}</span> {current}
            </>
          ) : (
            menuLabel
          )}
        </span>
        <ChevronDown
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <nav
        id={navId}
        aria-label={label}
        className={cn("order-last w-full md:order-none md:block md:w-auto", !open && "hidden")}
      >
        <ul className="flex flex-col gap-1 pb-1 md:flex-row md:flex-wrap md:pb-0">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end
                // The list hides on a phone once a page is chosen: keep focus on its button.
                onClick={() => {
                  if (!open) return;
                  setOpenOn(null);
                  toggleRef.current?.focus();
                }}
                className={({ isActive }) =>
                  cn(
                    "flex rounded-md px-3 py-3 text-base font-medium hover:bg-secondary md:inline-flex md:py-2 md:text-sm",
                    isActive ? "bg-background text-foreground shadow-sm" : "text-muted-foreground",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
