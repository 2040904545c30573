import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { apiSettingsContent as copy } from "@/content/api-settings";

/** The plan has no API access: which plans do, and the way to /pricing. */
export function NoApiAccess() {
  return (
    <Card data-testid="api-keys-no-access">
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
