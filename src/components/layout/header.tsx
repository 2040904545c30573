import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { Link, NavLink } from "react-router-dom";
import { Button } from "@/components/ui/button";
import {
  DISCLOSURE_LABEL_COLLAPSED,
  DISCLOSURE_LABEL_EXPANDED,
  instantWidget,
  instantWidgetProps,
} from "@/lib/instant-widgets";
import { cn } from "@/lib/utils";
import { LogoMark } from "./logo";

interface LinkItem {
  label: string;
  href: string;
}

export interface HeaderProps {
  brandName: string;
  links: LinkItem[];
  /** Shown to visitors: 'Inloggen' and 'Aan de Slag'. */
  visitorActions: { signIn: LinkItem; getStarted: LinkItem };
  /** Shown to signed-in users instead. */
  memberAction: LinkItem;
  signedIn: boolean;
  /** The header's language when the page around it is in another one (an English legal text). */
  lang?: string;
}

const MENU_LABELS = { open: "Menu sluiten", closed: "Menu openen" } as const;

export function Header({
  brandName,
  links,
  visitorActions,
  memberAction,
  signedIn,
  lang,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  useMenuKeyboard(menuOpen, toggleRef, menuRef, closeMenu);

  const actions = signedIn ? (
    <Button asChild>
      <Link to={memberAction.href} onClick={closeMenu}>
        {memberAction.label}
      </Link>
    </Button>
  ) : (
    <>
      <Button asChild variant="ghost">
        <Link to={visitorActions.signIn.href} onClick={closeMenu}>
          {visitorActions.signIn.label}
        </Link>
      </Button>
      <Button asChild>
        <Link to={visitorActions.getStarted.href} onClick={closeMenu}>
          {visitorActions.getStarted.label}
        </Link>
      </Button>
    </>
  );

  return (
    <header
      lang={lang}
      className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Naar de inhoud
      </a>
      <div className="container flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight"
          onClick={closeMenu}
        >
          <LogoMark />
          <span>{brandName}</span>
        </Link>

        <nav aria-label="Hoofdmenu" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground",
                      isActive && "text-foreground",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">{actions}</div>

        {/* The menu is in the HTML, hidden while closed, and the icon follows aria-expanded, so
            the prerendered page can open it before React has hydrated it (an instant widget). */}
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="group md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? MENU_LABELS.open : MENU_LABELS.closed}
          onClick={() => setMenuOpen((open) => !open)}
          {...instantWidgetProps(instantWidget.disclosure)}
          {...{
            [DISCLOSURE_LABEL_EXPANDED]: MENU_LABELS.open,
            [DISCLOSURE_LABEL_COLLAPSED]: MENU_LABELS.closed,
          }}
        >
          <Menu className="group-aria-expanded:hidden" aria-hidden="true" />
          <X className="hidden group-aria-expanded:block" aria-hidden="true" />
        </Button>
      </div>

      <nav
        ref={menuRef}
        id="mobile-menu"
        aria-label="Mobiel menu"
        hidden={!menuOpen}
        className="border-t bg-background md:hidden"
      >
        <ul className="container flex flex-col gap-1 py-4">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                end
                onClick={closeMenu}
                className="block rounded-md px-3 py-3 text-base font-medium hover:bg-secondary"
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 flex flex-col gap-2 border-t pt-4 [&>a]:w-full">{actions}</li>
        </ul>
      </nav>
    </header>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of the open mobile menu: Escape closes it and puts focus back on the toggle;
 * Tab and Shift+Tab cycle through the toggle and the menu's links instead of wandering into the
 * page behind it (the menu covers that page on a phone).
 */
function useMenuKeyboard(
  open: boolean,
  toggleRef: RefObject<HTMLButtonElement | null>,
  menuRef: RefObject<HTMLElement | null>,
  close: () => void,
) {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      const toggle = toggleRef.current;
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
        toggle?.focus();
        return;
      }
      if (event.key !== "Tab" || !toggle) return;
      const links = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const cycle = [toggle, ...links];
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey
        ? cycle[index <= 0 ? cycle.length - 1 : index - 1]
        : cycle[index === -1 || index === cycle.length - 1 ? 0 : index + 1];
      event.preventDefault();
      next?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, toggleRef, menuRef]);
}
