import { DEFAULT_LOCALE } from "@contract/locale";
import { issuePages, type Report } from "@contract/reports";
import { Badge } from "@/components/ui/badge";
import { formatList, useLocale, useT, type Catalogue } from "@/i18n";

type Issue = Report["topIssues"][number];
type AuditWithWords = keyof Catalogue["audits"]["issues"];

const IMPACT_VARIANT = { Hoog: "danger", Gemiddeld: "warning", Laag: "secondary" } as const;

/**
 * What an issue is and why it matters. A Dutch report shows the words it was made with (those of
 * its PDF, which stays Dutch); another language shows the catalogue's by audit id, or the
 * report's own words for an audit it does not know.
 */
function useIssueWords(): (issue: Issue) => { title: string; why: string | null } {
  const { t, i18n } = useT("audits");
  const locale = useLocale();
  return (issue) => {
    const key = `issues.${issue.auditId as AuditWithWords}` as const;
    if (locale === DEFAULT_LOCALE || !i18n.exists(`audits:${key}`)) return issue;
    return { title: t(`${key}.title`), why: t(`${key}.why`) };
  };
}

/** "Gevonden op /, /brood en 3 andere": the first few pages an issue is on, and how many more. */
function useFoundOn(): (pages: readonly string[], siteUrl: string) => string | null {
  const { t } = useT("reports", { keyPrefix: "report" });
  const locale = useLocale();
  return (pages, siteUrl) => {
    const { shown, more } = issuePages(pages, siteUrl);
    if (shown.length === 0) return null;
    const items = more > 0 ? [...shown, t("morePages", { count: more })] : shown;
    return t("foundOn", { pages: formatList(items, locale) });
  };
}

/** One issue: impact, what is wrong, how many pages, why it matters and where. */
export function ReportIssueItem({ issue, siteUrl }: { issue: Issue; siteUrl: string }) {
  const { t } = useT("reports", { keyPrefix: "report" });
  const { title, why } = useIssueWords()(issue);
  const where = useFoundOn()(issue.pages, siteUrl);
  return (
    <li className="flex flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={IMPACT_VARIANT[issue.impact]}>{t(`impacts.${issue.impact}`)}</Badge>
        <span className="min-w-0 flex-1 font-medium">{title}</span>
        <span className="text-muted-foreground">
          {t("pagesAffected", { count: issue.pagesAffected })}
        </span>
      </div>
      {why && <p className="text-muted-foreground">{why}</p>}
      {where && <p className="[overflow-wrap:anywhere]">{where}</p>}
    </li>
  );
}
