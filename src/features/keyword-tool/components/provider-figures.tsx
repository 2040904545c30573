import type { ProviderFigures } from "@contract/keyword-data";
import { Badge } from "@/components/ui/badge";
import { keywordToolContent } from "@/content/seo-helper";
import { FiguresTable } from "./figures-table";
import { formatVolume } from "./format-figures";

const copy = keywordToolContent;

/** "Zoekvolume: …" from the provider, or "Zoekvolume: niet beschikbaar" and why. */
export function SearchVolume({ figures }: { figures: ProviderFigures }) {
  const volume = figures.status === "measured" ? figures.volume : null;
  const why =
    figures.status === "not-configured"
      ? copy.volume.notConfigured
      : figures.status === "unavailable"
        ? copy.volume.providerDown
        : volume?.searchVolume === null
          ? copy.volume.noGoogleAdsData
          : copy.volume.source;
  return (
    <div className="flex flex-col gap-1" data-testid="keyword-tool-volume">
      <p className="font-medium">
        {volume && volume.searchVolume !== null
          ? copy.volume.measured(formatVolume(volume.searchVolume, ""))
          : copy.volume.unavailable}
      </p>
      <p className="text-sm text-muted-foreground">{why}</p>
      {volume?.competition && (
        <p className="text-sm">
          {copy.volume.competition(copy.volume.competitionLevels[volume.competition])}
        </p>
      )}
    </div>
  );
}

/** The provider's keyword ideas, each with the search volume the provider answered for it. */
export function ProviderSuggestions({ word, figures }: { word: string; figures: ProviderFigures }) {
  if (figures.status !== "measured" || figures.suggestions.length === 0) return null;
  const columns = copy.suggestions.columns;
  return (
    <FiguresTable
      caption={copy.suggestions.caption(word)}
      columns={[
        { label: columns.keyword },
        { label: columns.volume, numeric: true },
        { label: columns.competition },
      ]}
      rows={figures.suggestions.map((row) => ({
        header: row.keyword,
        cells: [
          formatVolume(row.searchVolume, copy.suggestions.notAvailable),
          row.competition ? (
            <Badge variant="secondary">{copy.volume.competitionLevels[row.competition]}</Badge>
          ) : (
            <span className="text-muted-foreground">{copy.suggestions.notAvailable}</span>
          ),
        ],
      }))}
    />
  );
}
