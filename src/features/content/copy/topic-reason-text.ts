import type { TFunction } from "i18next";
import type { Locale } from "@contract/locale";
import type { TopicReason } from "@contract/topic-reason";
import { formatNumber, intlLocale } from "@/i18n";

type Period = { from: string; to: string };

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

function dayFormat(locale: Locale, parts: "day" | "dayMonth" | "full") {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: "numeric",
    ...(parts === "day" ? {} : { month: "long" }),
    ...(parts === "full" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}

/**
 * A Search Console period, both days included, naming a shared month or year once:
 * "1 t/m 28 oktober 2026", "29 september t/m 26 oktober 2026" ("1 to 28 October 2026").
 */
export function formatPeriod(period: Period, locale: Locale, t: TFunction<"content">): string {
  const [from, to] = [utcDay(period.from), utcDay(period.to)];
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  const sameMonth = sameYear && from.getUTCMonth() === to.getUTCMonth();
  const start = dayFormat(locale, sameMonth ? "day" : sameYear ? "dayMonth" : "full");
  return t("topicReason.period", {
    from: start.format(from),
    to: dayFormat(locale, "full").format(to),
  });
}

/** The page's address without the site: "https://www.bakkerij.nl/desembrood" → "/desembrood". */
function pagePath(page: string): string {
  try {
    const url = new URL(page);
    return `${url.pathname}${url.search}` || "/";
  } catch {
    return page;
  }
}

/**
 * Why the planner chose a topic, in the topic dialog: the measured figures with the period they
 * cover, so the customer can check them in Search Console.
 */
export function topicReasonText(
  reason: TopicReason,
  locale: Locale,
  t: TFunction<"content">,
): string {
  const whole = (n: number) => formatNumber(n, locale, { maximumFractionDigits: 0 });
  const clicks = (count: number) => t("topicReason.clicks", { count, figure: whole(count) });
  const period = (value: Period) => formatPeriod(value, locale, t);
  switch (reason.kind) {
    case "striking-distance":
      return t("topicReason.strikingDistance", {
        query: reason.query,
        position: formatNumber(reason.position, locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
        impressions: t("topicReason.impressions", {
          count: reason.impressions,
          figure: whole(reason.impressions),
        }),
        period: period(reason.period),
        // Positions 1–10 are page 1: there the gain is climbing to where the clicks are.
        gain:
          Math.round(reason.position * 10) / 10 <= 10
            ? t("topicReason.gainOnPageOne")
            : t("topicReason.gainToPageOne"),
      });
    case "losing-page":
      return t("topicReason.losingPage", {
        page: pagePath(reason.page),
        clicksBefore: clicks(reason.clicksBefore),
        periodBefore: period(reason.periodBefore),
        clicksNow: clicks(reason.clicksNow),
        period: period(reason.period),
      });
    case "profile-keyword":
      return t("topicReason.profileKeyword");
  }
}
