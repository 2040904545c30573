import type { ContentOverview } from "@contract/content";
import { intlLocale, useLocale, useT } from "@/i18n";
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
  const { t } = useT("content");
  const locale = useLocale();
  return (
    <header className="flex flex-col gap-1">
      <h2 id="content-calendar-heading" className="text-xl font-semibold">
        {t("calendarHeading")}
      </h2>
      <p className="font-medium" data-testid="content-quota">
        {t("quota", { count: period.quota, used: period.used, quota: period.quota })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t("periodRange", {
          range: formatDayRange(period.start, period.end, intlLocale(locale)),
        })}{" "}
        · <span data-testid="content-writer">{t(`writer.${writer}`)}</span>
      </p>
    </header>
  );
}
