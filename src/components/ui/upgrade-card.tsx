import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** "Not in your plan": what the feature needs and the way to /pricing. */
export function UpgradeCard({
  copy,
  testId,
}: {
  copy: { title: string; description: string; button: string };
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.pricing}>{copy.button}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
