import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { PageMeta } from "@/components/layout/page-meta";
import { Button } from "@/components/ui/button";
import { notFoundMeta } from "@/content/page-meta";

export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <PageMeta title={notFoundMeta.title} description={notFoundMeta.description} noindex />
      <h1 className="text-6xl font-extrabold text-primary">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
