import type { ProviderFigures } from "@contract/keyword-data";
import { Badge } from "@/components/ui/badge";
import { useT } from "@/i18n";
import { FiguresTable } from "./figures-table";
import { useFigures } from "./format-figures";

/** "Zoekvolume: …" from the provider, or "Zoekvolume: niet beschikbaar" and why. */
export function SearchVolume({ figures }: { figures: ProviderFigures }) {
  const { t } = useT("seoHelper", { keyPrefix: "keywordTool.volume" });
  const format = useFigures();
  const volume = figures.status === "measured" ? figures.volume : null;
  const why =
    figures.status === "not-configured"
      ? t("notConfigured")
      : figures.status === "unavailable"
        ? t("providerDown")
        : volume?.searchVolume === null
          ? t("noGoogleAdsData")
          : t("source");
  return (
    <div className="flex flex-col gap-1" data-testid="keyword-tool-volume">
      <p className="font-medium">
        {volume && volume.searchVolume !== null
          ? t("measured", { volume: format.count(volume.searchVolume) })
          : t("unavailable")}
      </p>
      <p className="text-sm text-muted-foreground">{why}</p>
      {volume?.competition && (
        <p className="text-sm">
          {t("competition", { level: t(`competitionLevels.${volume.competition}`) })}
        </p>
      )}
    </div>
  );
}

/** The provider's keyword ideas, each with the search volume the provider answered for it. */
export function ProviderSuggestions({ word, figures }: { word: string; figures: ProviderFigures }) {
  const { t } = useT("seoHelper", { keyPrefix: "keywordTool" });
  const format = useFigures();
  if (figures.status !== "measured" || figures.suggestions.length === 0) return null;
  const notAvailable = t("suggestions.notAvailable");
  return (
    <FiguresTable
      caption={t("suggestions.caption", { word })}
      columns={[
        { label: t("suggestions.columns.keyword") },
        { label: t("suggestions.columns.volume"), numeric: true },
        { label: t("suggestions.columns.competition") },
      ]}
      rows={figures.suggestions.map((row) => ({
        header: row.keyword,
        cells: [
          format.volume(row.searchVolume, notAvailable),
          row.competition ? (
            <Badge variant="secondary">{t(`volume.competitionLevels.${row.competition}`)}</Badge>
          ) : (
            <span className="text-muted-foreground">{notAvailable}</span>
          ),
        ],
      }))}
    />
  );
}
