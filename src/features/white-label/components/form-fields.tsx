import { useId, useRef, useState, type ChangeEvent } from "react";
import { WHITE_LABEL_LIMITS } from "@contract/white-label";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { checkImageFile, HEX_COLOR, readAsDataUrl } from "../model";
import { useFieldProblem } from "./use-field-problem";
import { useWhiteLabelCopy } from "./use-white-label-copy";

interface ColorFieldProps {
  field: "primaryColor" | "secondaryColor" | "accentColor";
  value: string;
  onChange: (value: string) => void;
}

/**
 * A colour picker with its hex value as text (either one edits the same value). A hex value that
 * is no colour is said under it, in the words the function would refuse it with, once the text
 * field is left.
 */
export function ColorField({ field: name, value, onChange }: ColorFieldProps) {
  const id = useId();
  const { t, field } = useWhiteLabelCopy();
  const label = field(name);
  const valid = HEX_COLOR.test(value);
  const problem = useFieldProblem(valid ? null : "color");
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={valid ? value.toLowerCase() : "#000000"}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded-md border border-input bg-background p-1"
        />
        <Input
          aria-label={t("branding.hexLabel", { label })}
          value={value}
          maxLength={WHITE_LABEL_LIMITS.colorLength}
          aria-invalid={!valid}
          aria-describedby={problem.message ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value.trim())}
          {...problem.watch}
          className="w-32 font-mono"
        />
      </div>
      {problem.message ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {problem.message}
        </p>
      ) : null}
    </div>
  );
}

interface ImageFieldProps {
  label: string;
  hint: string;
  value: string | null;
  maxBytes: number;
  onChange: (value: string | null) => void;
}

/** Upload of a logo or favicon as a data URL, checked for type and size before it is used. */
export function ImageField({ label, hint, value, maxBytes, onChange }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useWhiteLabelCopy();
  const [error, setError] = useState<"type" | "size" | "read" | null>(null);
  const errorText =
    error === "size"
      ? t("fileErrors.size", { maxKb: maxBytes / 1024 })
      : error && t(`fileErrors.${error}`);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const check = checkImageFile(file, maxBytes);
    if (!check.ok) {
      setError(check.problem);
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
      setError(null);
    } catch {
      setError("read");
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="" className="h-10 max-w-40 rounded border object-contain p-1" />
        ) : null}
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void onFile(event)}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5"
        />
        {value ? (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            {t("branding.remove")} <span className="sr-only">{label}</span>
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

interface ToggleRowProps {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch with its label and explanation. */
export function ToggleRow({ label, description, checked, onChange }: ToggleRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-4">
      <div className="flex flex-col gap-1">
        <span id={id} className="text-sm font-medium">
          {label}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={id}
        aria-describedby={`${id}-description`}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40 ${
          checked ? "bg-primary" : "bg-input"
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-background shadow transition-transform ${
            checked ? "translate-x-5" : "translate-x-0.5"
          }`}
        />
      </button>
    </div>
  );
}
