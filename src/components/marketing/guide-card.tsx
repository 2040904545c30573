import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CardTitleLink } from "./card-title-link";
import { guideDifficultyTone } from "./guide-difficulty";

/** Static content shape "guide" (docs/product.md §3). */
export interface Guide {
  /** The guide's page. */
  href: string;
  title: string;
  description: string;
  /** Ready-to-show duration, e.g. "20 minuten". */
  duration: string;
  difficulty: string;
  steps: number;
}

export interface GuideCardLabels {
  duration: string;
  difficulty: string;
  steps: string;
}

interface GuideCardProps {
  guide: Guide;
  labels: GuideCardLabels;
}

export function GuideCard({ guide, labels }: GuideCardProps) {
  return (
    <article className="h-full">
      <Card className="relative flex h-full flex-col focus-within:ring-2 focus-within:ring-ring">
        <CardHeader>
          <CardTitle className="text-xl">
            <CardTitleLink to={guide.href}>{guide.title}</CardTitleLink>
          </CardTitle>
          <CardDescription className="text-base leading-relaxed">
            {guide.description}
          </CardDescription>
        </CardHeader>
        <CardContent className="mt-auto">
          <dl className="grid grid-cols-3 gap-3 border-t pt-4 text-sm">
            <div>
              <dt className="text-muted-foreground">{labels.duration}</dt>
              <dd className="mt-1 font-semibold">{guide.duration}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.difficulty}</dt>
              <dd className="mt-1">
                <Badge variant={guideDifficultyTone(guide.difficulty)}>{guide.difficulty}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{labels.steps}</dt>
              <dd className="mt-1 font-semibold">{guide.steps}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </article>
  );
}
