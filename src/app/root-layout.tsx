import { useEffect } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { site } from "@/config/site";
import { footerColumns, footerText, headerActions, headerLinks } from "@/content/navigation";

export function RootLayout() {
  // Session tracking arrives with the accounts issue; until then every visitor is logged out.
  const signedIn = false;
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <Header
        brandName={site.name}
        links={headerLinks}
        visitorActions={{ signIn: headerActions.signIn, getStarted: headerActions.getStarted }}
        memberAction={headerActions.dashboard}
        signedIn={signedIn}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer
        brandName={site.name}
        about={footerText.about}
        columns={footerColumns}
        copyright={footerText.copyright(new Date().getFullYear())}
        bottomNote={footerText.madeIn}
      />
    </div>
  );
}

/** New page, new scroll position — unless the link targets an anchor (#pricing, #cta). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}
