import { CreditCard } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { dashboardContent } from "@/content/dashboard";

/**
 * The payment card. Until billing is connected there is no invoice to show, so it says so
 * plainly instead of the spec's placeholder "59.99 euro" (docs/decisions/014-dashboard-figures.md).
 */
export function SubscriptionCard() {
  const copy = dashboardContent.subscription;
  return (
    <Card className="flex h-full flex-col" data-testid="subscription-card">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{copy.title}</CardTitle>
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-lg font-semibold">{copy.status}</p>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </CardContent>
      <CardFooter>
        <Button asChild size="sm" variant="accent">
          <Link to={copy.href}>{copy.cta}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
