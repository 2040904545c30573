import type { ContentOverview } from "@contract/content";
import { contentCalendarContent as copy } from "@/content/content-calendar";
import { formatDayRange } from "@/lib/format";

type Period = NonNullable<ContentOverview["period"]>;

/** The period's quota ("2 van 3 artikelen deze periode") and who writes the drafts. */
export function CalendarHeader({
  period,
  writer,
}: {
  period: Period;
  writer: ContentOverview["writer"];
}) {
  return (
    <header className="flex flex-col gap-1">
      <h2 id="content-calendar-heading" className="text-xl font-semibold">
        {copy.calendarHeading}
      </h2>
      <p className="font-medium" data-testid="content-quota">
        {copy.quota(period.used, period.quota)}
      </p>
      <p className="text-sm text-muted-foreground">
        {copy.periodRange(formatDayRange(period.start, period.end))} ·{" "}
        <span data-testid="content-writer">{copy.writer[writer]}</span>
      </p>
    </header>
  );
}
