import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { routeLanguage } from "@/config/route-facts";
import { site } from "@/config/site";
import { footerColumnsFor, footerText, headerActions, headerLinks } from "@/content/navigation";
import { useSignedIn } from "@/features/auth/session-context";
import { useInterfaceLanguage } from "@/lib/interface-language";
import { pagePathFor } from "./page-loaders";

export function RootLayout() {
  // 'Dashboard' instead of 'Inloggen'/'Aan de Slag' once a session is known (docs/product.md §2). Until then,
  // and during prerendering, the visitor counts as signed out.
  const signedIn = useSignedIn();
  useScrollToTopOnNavigate();
  // An English legal text keeps the Dutch header and footer marked as Dutch; a customer who
  // chose English (customer area) or reads an English legal text gets the English legal links.
  const pageLanguage = routeLanguage(pagePathFor(useLocation().pathname));
  const readerLanguage = useInterfaceLanguage() === "en" ? "en" : pageLanguage;
  const chromeLang = pageLanguage === "nl" ? undefined : "nl";
  return (
    <div className="flex min-h-screen flex-col">
      <Header
        brandName={site.name}
        links={headerLinks}
        visitorActions={{ signIn: headerActions.signIn, getStarted: headerActions.getStarted }}
        memberAction={headerActions.dashboard}
        signedIn={signedIn}
        lang={chromeLang}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer
        brandName={site.name}
        about={footerText.about}
        columns={footerColumnsFor(readerLanguage)}
        copyright={footerText.copyright(new Date().getFullYear())}
        bottomNote={footerText.madeIn}
        lang={chromeLang}
      />
    </div>
  );
}

/** New page, new scroll position — unless the link targets an anchor (#pricing, #cta). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // The browser already placed the first page (and the visitor may have scrolled before
  // hydration): only navigations after mount move the scroll position.
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}
