import type { ProviderFigures } from "@contract/keyword-data";
import { Badge } from "@/components/ui/badge";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { keywordToolContent } from "@/content/seo-helper";
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
    <ScrollRegion label={copy.suggestions.caption(word)}>
      <table className="w-full min-w-[24rem] text-left text-sm">
        <caption className="mb-2 text-left font-medium [overflow-wrap:anywhere]">
          {copy.suggestions.caption(word)}
        </caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {columns.keyword}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {columns.volume}
            </th>
            <th scope="col" className="py-2 font-medium">
              {columns.competition}
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.suggestions.map((row) => (
            <tr key={row.keyword} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium [overflow-wrap:anywhere]">
                {row.keyword}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">
                {formatVolume(row.searchVolume, copy.suggestions.notAvailable)}
              </td>
              <td className="py-2">
                {row.competition ? (
                  <Badge variant="secondary">
                    {copy.volume.competitionLevels[row.competition]}
                  </Badge>
                ) : (
                  <span className="text-muted-foreground">{copy.suggestions.notAvailable}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
