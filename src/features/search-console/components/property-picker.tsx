import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import type { SearchConsoleProperty } from "@contract/search-console";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { searchConsoleKeys } from "../api/query-keys";
import { useChooseSearchConsoleProperty } from "../api/choose-search-console-property";
import { useSearchConsoleProperties } from "../api/get-search-console-properties";

/**
 * The account's properties as radio buttons, the suggested one (the profile's website) chosen
 * beforehand, or the current one when changing. Unverified properties are shown but disabled:
 * Google gives no data for them.
 */
export function PropertyPicker({
  current,
  onCancel,
  onDone,
}: {
  current: string | null;
  onCancel?: () => void;
  onDone?: () => void;
}) {
  const properties = useSearchConsoleProperties();
  const queryClient = useQueryClient();
  const failure = properties.error;
  const { t } = useT("searchConsole");
  useEffect(() => {
    // 409: Google refused our access meanwhile; the card then shows 'Opnieuw koppelen'.
    if (failure instanceof FunctionCallError && failure.status === 409) {
      void queryClient.invalidateQueries({ queryKey: searchConsoleKeys.state() });
    }
  }, [failure, queryClient]);

  if (properties.isPending) return <p role="status">{t("picker.loading")}</p>;
  if (properties.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>
          {failure instanceof Error
            ? t("picker.loadErrorWithReason", { reason: failure.message })
            : t("picker.loadError")}
        </p>
        <Button variant="outline" size="sm" onClick={() => void properties.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  if (!properties.data.some((property) => property.verified)) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t("picker.empty")}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={ADD_PROPERTY_URL} target="_blank" rel="noreferrer">
              {t("picker.addProperty")}
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void properties.refetch()}>
            {t("picker.checkAgain")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <PropertyForm
      properties={properties.data}
      current={current}
      onCancel={onCancel}
      onDone={onDone}
    />
  );
}

/** Where a Google account adds and verifies a property. */
const ADD_PROPERTY_URL = "https://search.google.com/search-console/welcome";

function initialChoice(properties: SearchConsoleProperty[], current: string | null): string {
  const verified = properties.filter((property) => property.verified);
  return (
    verified.find((property) => property.siteUrl === current)?.siteUrl ??
    verified.find((property) => property.suggested)?.siteUrl ??
    verified[0]?.siteUrl ??
    ""
  );
}

function PropertyForm({
  properties,
  current,
  onCancel,
  onDone,
}: {
  properties: SearchConsoleProperty[];
  current: string | null;
  onCancel?: () => void;
  onDone?: () => void;
}) {
  const [choice, setChoice] = useState(() => initialChoice(properties, current));
  const choose = useChooseSearchConsoleProperty();
  const { t } = useT("searchConsole", { keyPrefix: "picker" });

  function submit(event: FormEvent) {
    event.preventDefault();
    choose.mutate(choice, {
      onSuccess: () => {
        toast({ variant: "success", title: t("saved"), description: choice });
        onDone?.();
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t("legend")}</legend>
        <p className="text-sm text-muted-foreground">{t("hint")}</p>
        {properties.map((property) => (
          <label
            key={property.siteUrl}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border p-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              type="radio"
              name="search-console-property"
              value={property.siteUrl}
              checked={choice === property.siteUrl}
              disabled={!property.verified}
              onChange={() => setChoice(property.siteUrl)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            {/* A grid so the address and its details stack; the address is the label's own text. */}
            <span className="grid min-w-0 break-all font-medium">
              {property.siteUrl}
              <span className="break-normal text-sm font-normal text-muted-foreground">
                {property.kind === "domain" ? t("domain") : t("urlPrefix")}
                {property.suggested && ` · ${t("suggested")}`}
                {!property.verified && ` · ${t("unverified")}`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {choose.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {choose.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={choose.isPending} busyLabel={t("saving")} disabled={!choice}>
          {t("save")}
        </BusyButton>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
