import { Briefcase, Clock, MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Static content shape "job" (docs/product.md §3). */
export interface Job {
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
}

export interface JobCardLabels {
  department: string;
  location: string;
  type: string;
}

interface JobCardProps {
  job: Job;
  labels: JobCardLabels;
  /** A mailto: address for applying. */
  applyHref: string;
  /** Descriptive link text, e.g. "Solliciteer op Content Marketeer". */
  applyLabel: string;
}

export function JobCard({ job, labels, applyHref, applyLabel }: JobCardProps) {
  return (
    <article className="flex flex-col gap-4 rounded-lg border bg-card p-5 shadow-sm sm:p-6 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0">
        <Badge variant="secondary">{job.department}</Badge>
        <h3 className="mt-3 text-xl font-semibold">{job.title}</h3>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <Briefcase aria-hidden="true" className="size-4" />
            <dt className="sr-only">{labels.department}</dt>
            <dd>{job.department}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            <dt className="sr-only">{labels.location}</dt>
            <dd>{job.location}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            <dt className="sr-only">{labels.type}</dt>
            <dd>{job.type}</dd>
          </div>
        </dl>
        <p className="mt-4 text-muted-foreground">{job.description}</p>
      </div>
      <a
        href={applyHref}
        className={cn(
          buttonVariants(),
          "h-auto min-h-11 w-full shrink-0 whitespace-normal text-center md:w-auto",
        )}
      >
        {applyLabel}
      </a>
    </article>
  );
}
