import {
  ONBOARDING_FIELDS,
  onboardingProfileSchema,
  PROFILE_LIMITS,
  type OnboardingResponse,
} from "@contract/onboarding";

/** The profile form's state and its validation with the function's own zod schema. */
export type Profile = NonNullable<OnboardingResponse["profile"]>;

export interface FormState {
  businessName: string;
  websiteUrl: string;
  sector: string;
  sectorDetail: string;
  description: string;
  offerings: string[];
  region: string;
  keywords: string[];
  tone: string;
  competitors: string[];
}

const EMPTY: FormState = {
  businessName: "",
  websiteUrl: "",
  sector: "",
  sectorDetail: "",
  description: "",
  offerings: [],
  region: "",
  keywords: [],
  tone: "",
  competitors: ["", "", ""],
};

export function initialState(profile: Profile | null): FormState {
  if (!profile) return EMPTY;
  const competitors = [...profile.competitors, "", "", ""].slice(0, PROFILE_LIMITS.competitors.max);
  return {
    businessName: profile.businessName,
    websiteUrl: profile.websiteUrl,
    sector: profile.sector,
    sectorDetail: profile.sectorDetail,
    description: profile.description,
    offerings: profile.offerings,
    region: profile.region,
    keywords: profile.keywords,
    tone: profile.tone,
    competitors,
  };
}

/** Whether the form differs from what was loaded or last saved (the leave warning's trigger). */
export function isDirty(state: FormState, saved: FormState): boolean {
  return (Object.keys(saved) as (keyof FormState)[]).some((key) => {
    const now = state[key];
    const then = saved[key];
    return Array.isArray(now) && Array.isArray(then)
      ? now.length !== then.length || now.some((value, index) => value !== then[index])
      : now !== then;
  });
}

export type Errors = Partial<Record<string, string>>;

/** The contract's first message per field; competitor messages keyed by their input position. */
export function validate(state: FormState) {
  const filled = state.competitors
    .map((value, position) => ({ value, position }))
    .filter(({ value }) => value.trim() !== "");
  const result = onboardingProfileSchema.safeParse({
    ...state,
    competitors: filled.map(({ value }) => value),
  });
  if (result.success) return { profile: result.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    const key =
      field === "competitors" && typeof index === "number"
        ? `competitors.${filled[index]?.position ?? 0}`
        : String(field);
    errors[key] ??= issue.message;
  }
  return { profile: null, errors };
}

/**
 * Fields the server may name in its `{ error: "<field>: <message>" }` answers: by the words the
 * form uses for it, in the language the request asked for ("Website: …", "Bedrijfsnaam: …").
 */
const SERVER_FIELDS = [
  "businessName",
  "websiteUrl",
  "sector",
  "sectorDetail",
  "description",
  "offerings",
  "region",
  "keywords",
  "tone",
];

/**
 * A refusal the server tied to one field (only the server can judge whether an address is
 * reachable or allowed), so the message appears at that field; null for any other error.
 */
export function serverFieldError(message: string): { field: string; message: string } | null {
  for (const field of SERVER_FIELDS) {
    const names = Object.values(ONBOARDING_FIELDS[field as keyof typeof ONBOARDING_FIELDS] ?? {});
    const name = names.find((word) => message.startsWith(`${word}: `));
    if (name) return { field, message: message.slice(name.length + 2) };
  }
  return null;
}
