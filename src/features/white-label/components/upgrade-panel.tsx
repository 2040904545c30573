import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { whiteLabelContent as copy } from "@/content/white-label";

/** State 1 (spec §4): no white label on this plan — also what a visitor without a session sees. */
export function UpgradePanel() {
  return (
    <Card data-testid="white-label-upgrade">
      <CardHeader>
        <CardTitle>{copy.noAccess.title}</CardTitle>
        <CardDescription>{copy.noAccess.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.pricing}>{copy.noAccess.button}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
