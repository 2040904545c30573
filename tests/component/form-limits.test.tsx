import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { analyzeRequestSchema } from "@contract/analyzer";
import { createApiKeySchema } from "@contract/api-keys";
import { briefSchema, draftEditSchema, wordpressConnectSchema } from "@contract/content";
import { keywordDataRequestSchema } from "@contract/keyword-data";
import { leadRequestSchema } from "@contract/leads";
import { metaRequestSchema } from "@contract/meta-descriptions";
import { onboardingProfileSchema } from "@contract/onboarding";
import {
  WHITE_LABEL_DEFAULTS,
  WHITE_LABEL_FIELDS,
  whiteLabelSettingsSchema,
  type WhiteLabelResponse,
} from "@contract/white-label";
import { ContactForm } from "@/features/contact-form";
import { contactFormSchema } from "@/features/contact-form/model";
import { DraftForm } from "@/features/content/components/draft-form";
import { TopicDialog } from "@/features/content/components/topic-dialog";
import { validateTopic } from "@/features/content/components/topic-form-state";
import { WordPressForm } from "@/features/content/components/wordpress-form";
import { CreateKeyForm } from "@/features/api-keys/components/create-key-form";
import { CtaSection } from "@/features/cta-form";
import { KeywordTool } from "@/features/keyword-tool";
import { MetaDescriptionTool } from "@/features/meta-descriptions";
import { ProfileEditor } from "@/features/onboarding/customer-area";
import { AnalyzerForm } from "@/features/seo-analyzer/components/analyzer-form";
import { BrandingTab } from "@/features/white-label/components/branding-tab";
import { DomainsTab } from "@/features/white-label/components/domains-tab";
import { formFromSettings } from "@/features/white-label/model";
import { IDS, post, WRITTEN_FIELDS } from "./content-fixtures";

/**
 * One limit per field: every text field of every form stops typing (maxLength) exactly where the
 * function's schema starts refusing, and the refusal names that same number. The walk over each
 * rendered form fails for a new field without a maxLength or without a row here, so a limit cannot
 * drift apart again (issue 19: region accepted 100 but said "2 tot 80", title 220 vs 200, …).
 */

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));
vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

beforeEach(() => {
  invoke.fn.mockReset();
  invoke.fn.mockResolvedValue({ profile: null, completed: false });
});

/** The messages a schema gives at one path (the field) for an input. */
function messagesAt(schema: z.ZodType, input: unknown, path: PropertyKey[]): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path))
    .map((issue) => issue.message);
}

const text = (length: number) => "a".repeat(length);
/** A web address of exactly `length` characters ("aaa….nl"). */
const address = (length: number) => `${"a".repeat(length - 3)}.nl`;
/** An e-mail address of exactly `length` characters. */
const email = (length: number) => `${"a".repeat(length - "@test.nl".length)}@test.nl`;
/** A valid host name of exactly `length` characters (labels of at most 63). */
function hostName(length: number): string {
  const labels: string[] = [];
  let left = length;
  while (left > 64) {
    labels.push("a".repeat(63));
    left -= 64;
  }
  return [...labels, "b".repeat(left)].join(".");
}

interface LimitedField {
  /** The field's accessible name in its form. */
  label: string;
  /** The contract's limit: the field's maxLength and the schema's maximum. */
  max: number;
  /** The schema's messages for this field with a value of `length` characters. */
  messages?: (length: number) => string[];
  /** False where the refusal is about the format and no number belongs in it (a colour). */
  statesLimit?: boolean;
}

interface LimitedForm {
  name: string;
  render: () => ReactNode;
  /** Opens what has to be opened before the fields show (a dialog). */
  open?: () => Promise<void>;
  fields: LimitedField[];
}

const PROFILE = {
  businessName: "Bakkerij De Korenschoof",
  websiteUrl: "korenschoof.nl",
  sector: "Horeca",
  region: "Utrecht",
  keywords: ["bakker utrecht", "desembrood", "taart"],
  tone: "informal",
  competitors: [],
};
const profile = (patch: object, path: PropertyKey[]) => (value: string) =>
  messagesAt(onboardingProfileSchema, { ...PROFILE, ...patch, ...fill(path, value) }, path);
/** The patch that puts `value` at a top-level path (arrays get the value as their first item). */
function fill(path: PropertyKey[], value: string): object {
  const [field, index] = path;
  if (index === undefined) return { [field as string]: value };
  const base = field === "keywords" ? [...PROFILE.keywords] : [];
  base[index as number] = value;
  return { [field as string]: base };
}

const BRIEF = { topic: "Desembrood bakken", focusKeyword: "desembrood", secondaryKeywords: [] };
const DRAFT = { title: "Titel", metaTitle: "", metaDescription: "", markdown: "# Tekst" };
const WORDPRESS = { siteUrl: "bakkerij.nl", username: "anna", applicationPassword: "abcd efgh" };
const CONTACT = {
  firstName: "Anna",
  lastName: "de Vries",
  email: "anna@bakkerij.nl",
  subject: "Vraag",
  message: "Hallo",
};
/** The browser's check (Dutch) and the function's (English) must both name the limit. */
const contact = (field: keyof typeof CONTACT, value: (length: number) => string) => (n: number) => [
  ...messagesAt(contactFormSchema as unknown as z.ZodType, { ...CONTACT, [field]: value(n) }, [
    field,
  ]),
  ...messagesAt(leadRequestSchema, { kind: "contact", ...CONTACT, [field]: value(n) }, [field]),
];
const whiteLabel = (field: string, value: (length: number) => string) => (n: number) =>
  messagesAt(whiteLabelSettingsSchema, { ...WHITE_LABEL_DEFAULTS, [field]: value(n) }, [field]);

const WHITE_LABEL_ANSWER: WhiteLabelResponse = {
  settings: WHITE_LABEL_DEFAULTS,
  entitlement: { whiteLabel: true, plan: "power" },
  domain: {
    status: "none",
    checkedAt: null,
    cnameTarget: "clients.vindbaar.nl",
    txtName: null,
    txtValue: null,
    expiresAt: null,
  },
};
/** The white-label form's labels in Dutch: the contract's field names. */
const branding = Object.fromEntries(
  Object.entries(WHITE_LABEL_FIELDS).map(([field, name]) => [field, name.nl]),
) as Record<keyof typeof WHITE_LABEL_FIELDS, string>;

const FORMS: LimitedForm[] = [
  {
    name: "business profile (onboarding and Bedrijfsprofiel)",
    render: () => <ProfileEditor onSaved={() => {}} />,
    fields: [
      { label: "Bedrijfsnaam", max: 100, messages: (n) => profile({}, ["businessName"])(text(n)) },
      {
        label: "Website",
        max: 2048,
        messages: (n) => profile({}, ["websiteUrl"])(address(n)),
        // The address message explains the format; the field's maxLength keeps it within limit.
        statesLimit: false,
      },
      {
        label: "Specialisatie (optioneel)",
        max: 60,
        messages: (n) => profile({}, ["sectorDetail"])(text(n)),
      },
      { label: "Regio", max: 80, messages: (n) => profile({}, ["region"])(text(n)) },
      {
        label: "Korte beschrijving",
        max: 300,
        messages: (n) => profile({}, ["description"])(text(n)),
      },
      {
        label: "Producten en diensten",
        max: 80,
        messages: (n) => profile({}, ["offerings", 0])(text(n)),
      },
      { label: "Zoekwoorden", max: 60, messages: (n) => profile({}, ["keywords", 0])(text(n)) },
      ...[1, 2, 3].map((position) => ({
        label: `Concurrent ${position}`,
        max: 2048,
        messages: (n: number) => profile({}, ["competitors", 0])(address(n)),
        statesLimit: false,
      })),
    ],
  },
  {
    name: "content: 'Onderwerp bewerken'",
    render: () => <TopicDialog post={post({ id: IDS.planned })} />,
    open: async () => {
      await userEvent.click(screen.getByRole("button", { name: "Onderwerp bewerken" }));
    },
    fields: [
      {
        label: "Onderwerp",
        max: 160,
        messages: (n) => messagesAt(briefSchema, { ...BRIEF, topic: text(n) }, ["topic"]),
      },
      {
        label: "Focuszoekwoord",
        max: 60,
        messages: (n) =>
          messagesAt(briefSchema, { ...BRIEF, focusKeyword: text(n) }, ["focusKeyword"]),
      },
      {
        // Five keywords of 60, ", " apart: the most the brief takes, as one typed line.
        label: "Extra zoekwoorden",
        max: 310,
        messages: (n) => {
          const line = Array.from({ length: 5 }, () => text(60)).join(", ") + text(n - 310);
          const errors = validateTopic({ ...BRIEF, secondaryKeywords: line }).errors;
          return errors.secondaryKeywords ? [errors.secondaryKeywords] : [];
        },
        // Over the line's limit a keyword is too long: the message names the keyword's limit.
        statesLimit: false,
      },
    ],
  },
  {
    name: "content: the draft editor",
    render: () => <DraftForm post={post({ id: IDS.draft, status: "draft", ...WRITTEN_FIELDS })} />,
    fields: [
      {
        label: "Titel",
        max: 200,
        messages: (n) => messagesAt(draftEditSchema, { ...DRAFT, title: text(n) }, ["title"]),
      },
      {
        label: "Metatitel",
        max: 200,
        messages: (n) =>
          messagesAt(draftEditSchema, { ...DRAFT, metaTitle: text(n) }, ["metaTitle"]),
      },
      {
        label: "Metabeschrijving",
        max: 400,
        messages: (n) =>
          messagesAt(draftEditSchema, { ...DRAFT, metaDescription: text(n) }, ["metaDescription"]),
      },
      {
        label: "Tekst (Markdown)",
        max: 100_000,
        messages: (n) => messagesAt(draftEditSchema, { ...DRAFT, markdown: text(n) }, ["markdown"]),
      },
    ],
  },
  {
    name: "content: WordPress connection",
    render: () => <WordPressForm />,
    fields: [
      {
        label: "Adres van je WordPress-site",
        max: 2048,
        messages: (n) =>
          messagesAt(wordpressConnectSchema, { ...WORDPRESS, siteUrl: address(n) }, ["siteUrl"]),
      },
      {
        label: "WordPress-gebruikersnaam",
        max: 120,
        messages: (n) =>
          messagesAt(wordpressConnectSchema, { ...WORDPRESS, username: text(n) }, ["username"]),
      },
      {
        label: "Applicatiewachtwoord",
        max: 200,
        messages: (n) =>
          messagesAt(wordpressConnectSchema, { ...WORDPRESS, applicationPassword: text(n) }, [
            "applicationPassword",
          ]),
      },
    ],
  },
  {
    name: "API keys: 'Nieuwe API-sleutel'",
    render: () => <CreateKeyForm activeKeys={0} onCreated={() => {}} />,
    fields: [
      {
        label: "Naam van de sleutel",
        max: 60,
        messages: (n) => messagesAt(createApiKeySchema, { name: text(n) }, ["name"]),
      },
    ],
  },
  {
    name: "white label: Branding",
    render: () => <BrandingTab form={formFromSettings(WHITE_LABEL_DEFAULTS)} set={() => {}} />,
    fields: [
      { label: branding.companyName, max: 100, messages: whiteLabel("companyName", text) },
      { label: branding.emailFooter, max: 200, messages: whiteLabel("emailFooter", text) },
      ...[branding.primaryColor, branding.secondaryColor, branding.accentColor].map((label) => ({
        label: `${label} (hex)`,
        max: 7,
        messages: whiteLabel("primaryColor", (n) => `#${"a".repeat(n - 1)}`),
        statesLimit: false,
      })),
    ],
  },
  {
    name: "white label: Domeinen",
    render: () => (
      <DomainsTab
        answer={WHITE_LABEL_ANSWER}
        form={formFromSettings(WHITE_LABEL_DEFAULTS)}
        set={() => {}}
      />
    ),
    fields: [
      {
        label: branding.customDomain,
        max: 253,
        messages: whiteLabel("customDomain", hostName),
      },
    ],
  },
  {
    name: "SEO helper: meta description generator",
    render: () => <MetaDescriptionTool />,
    fields: [
      {
        label: "Bedrijfsnaam",
        max: 100,
        messages: (n) =>
          messagesAt(metaRequestSchema, { name: text(n), description: "Brood" }, ["name"]),
      },
      {
        label: "Beschrijving van je bedrijf",
        max: 1000,
        messages: (n) =>
          messagesAt(metaRequestSchema, { name: "Bakkerij", description: text(n) }, [
            "description",
          ]),
      },
    ],
  },
  {
    // The same keyword limit as the profile and the posts, checked again by keyword-data.
    name: "SEO helper: keyword tool",
    render: () => <KeywordTool />,
    fields: [
      {
        label: "Zoekwoord",
        max: 60,
        messages: (n) => messagesAt(keywordDataRequestSchema, { keyword: text(n) }, ["keyword"]),
      },
    ],
  },
  {
    name: "home page: the analyzer's address",
    render: () => <AnalyzerForm />,
    fields: [
      {
        label: "Website-adres",
        max: 2048,
        messages: (n) => messagesAt(analyzeRequestSchema, { url: address(n) }, ["url"]),
      },
    ],
  },
  {
    name: "home page: call to action",
    render: () => <CtaSection />,
    fields: [
      {
        label: "E-mailadres",
        max: 254,
        messages: (n) => messagesAt(leadRequestSchema, { kind: "cta", email: email(n) }, ["email"]),
      },
    ],
  },
  {
    name: "contact form",
    render: () => <ContactForm />,
    fields: [
      { label: "Voornaam", max: 100, messages: contact("firstName", text) },
      { label: "Achternaam", max: 100, messages: contact("lastName", text) },
      { label: "E-mailadres", max: 254, messages: contact("email", email) },
      { label: "Onderwerp", max: 200, messages: contact("subject", text) },
      { label: "Bericht", max: 5000, messages: contact("message", text) },
    ],
  },
];

/** Every control a user types text into, but not the honeypot nobody sees. */
function textControls(container: HTMLElement): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [
    ...container.ownerDocument.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      "input:not([type]), input[type=text], input[type=email], input[type=url], input[type=password], input[type=search], textarea",
    ),
  ].filter((control) => !control.closest('[aria-hidden="true"]'));
}

function accessibleLabel(control: HTMLInputElement | HTMLTextAreaElement): string {
  return (
    control.getAttribute("aria-label") ??
    [...(control.labels ?? [])].map((label) => label.textContent?.trim()).join(" ")
  );
}

describe.each(FORMS)("limits of the $name", ({ render: ui, open, fields }) => {
  it("every text field stops at its contract limit", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui()}</MemoryRouter>
      </QueryClientProvider>,
    );
    await open?.();
    await screen.findByLabelText(fields[0]!.label);
    const controls = textControls(container);
    expect(controls.map(accessibleLabel).sort()).toEqual(fields.map((f) => f.label).sort());
    for (const control of controls) {
      const field = fields.find((row) => row.label === accessibleLabel(control))!;
      expect({ field: field.label, maxLength: control.maxLength }).toEqual({
        field: field.label,
        maxLength: field.max,
      });
    }
  });

  it.each(fields.filter((field) => field.messages))(
    "$label: the schema takes $max characters and refuses one more, naming the limit",
    ({ max, messages, statesLimit = true }) => {
      expect(messages!(max)).toEqual([]);
      const refusals = messages!(max + 1);
      expect(refusals.length).toBeGreaterThan(0);
      if (!statesLimit) return;
      for (const message of refusals) {
        expect(message).toMatch(new RegExp(`\\b(${max}|${max.toLocaleString("nl-NL")})\\b`));
      }
    },
  );
});
