import {
  IMAGE_TYPES,
  WHITE_LABEL_LIMITS,
  type WhiteLabelSettings,
  type WhiteLabelSettingsInput,
} from "@contract/white-label";

/** What the form edits: the saved settings, with the domain as the text in its field. */
export type WhiteLabelForm = Omit<WhiteLabelSettings, "customDomain"> & { customDomain: string };

export function formFromSettings(settings: WhiteLabelSettings): WhiteLabelForm {
  return { ...settings, customDomain: settings.customDomain ?? "" };
}

/** The PUT body; the server trims and lower-cases the domain and reads "" as no domain. */
export function settingsFromForm(form: WhiteLabelForm): WhiteLabelSettingsInput {
  return { ...form };
}

export function isDirty(form: WhiteLabelForm, saved: WhiteLabelSettings): boolean {
  const baseline = formFromSettings(saved);
  return (Object.keys(baseline) as (keyof WhiteLabelForm)[]).some(
    (key) => form[key] !== baseline[key],
  );
}

export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export type ImageField = "logo" | "favicon";

export const IMAGE_LIMITS: Record<ImageField, number> = {
  logo: WHITE_LABEL_LIMITS.logoMaxBytes,
  favicon: WHITE_LABEL_LIMITS.faviconMaxBytes,
};

export type FileCheck = { ok: true } | { ok: false; problem: "type" | "size" };

/** The browser's own check before upload (the server checks the bytes again). */
export function checkImageFile(file: Pick<File, "type" | "size">, maxBytes: number): FileCheck {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return { ok: false, problem: "type" };
  if (file.size > maxBytes) return { ok: false, problem: "size" };
  return { ok: true };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("no data URL"));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}
