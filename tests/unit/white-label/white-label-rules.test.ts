import { describe, expect, it } from "vitest";
import {
  customDomainProblem,
  OWN_DOMAIN,
  whiteLabelSettingsSchema,
  WHITE_LABEL_DEFAULTS,
} from "@contract/white-label";
import { hexToHslTriplet, isMainSiteHost } from "@/features/white-label/client-login";
import { checkImageFile, formFromSettings, isDirty } from "@/features/white-label/model";
import { checkImage, svgProblem } from "../../../supabase/functions/_shared/white-label/image";

const svgUrl = (markup: string) =>
  `data:image/svg+xml;base64,${Buffer.from(markup, "utf8").toString("base64")}`;

describe("white-label contract", () => {
  it("accepts the spec's defaults and normalises the domain", () => {
    const parsed = whiteLabelSettingsSchema.parse({
      ...WHITE_LABEL_DEFAULTS,
      customDomain: " Rapporten.Bureau.NL. ",
    });
    expect(parsed.customDomain).toBe("rapporten.bureau.nl");
    expect(
      whiteLabelSettingsSchema.parse({ ...WHITE_LABEL_DEFAULTS, customDomain: "" }).customDomain,
    ).toBeNull();
  });

  it.each([
    ["klant.nl", null],
    ["a.b.c.klant.co", null],
    ["http://klant.nl", "must be a host name without http:// or https://"],
    ["klant.nl/x", "must be a host name without a path, port or query"],
    ["user@klant.nl", "must be a host name without a path, port or query"],
    ["-klant.nl", "must be a valid host name such as rapporten.jouwbureau.nl"],
    ["klant..nl", "must be a valid host name such as rapporten.jouwbureau.nl"],
    ["10.0.0.1", "must be a valid host name such as rapporten.jouwbureau.nl"],
    [OWN_DOMAIN, "cannot be vindbaar.nl or one of its subdomains"],
    ["app.vindbaar.nl", "cannot be vindbaar.nl or one of its subdomains"],
    ["notvindbaar.nl", null],
  ])("customDomainProblem(%s)", (host, problem) => {
    expect(customDomainProblem(host)).toBe(problem);
  });
});

describe("image bytes", () => {
  it("tells PNG and JPEG by their magic numbers", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(checkImage(`data:image/png;base64,${png.toString("base64")}`)).toEqual({ ok: true });
    expect(checkImage(`data:image/jpeg;base64,${png.toString("base64")}`).ok).toBe(false);
  });

  it("accepts an inert SVG with local references and refuses active content", () => {
    expect(svgProblem('<svg><use href="#a"/><rect fill="url(#g)"/></svg>')).toBeNull();
    expect(svgProblem("<svg><script/></svg>")).not.toBeNull();
    expect(svgProblem('<svg><image href="x.png"/></svg>')).not.toBeNull();
    expect(checkImage(svgUrl("<svg onload=alert(1)>"))).toMatchObject({ ok: false });
  });
});

describe("white-label form model", () => {
  it("checks the file type and size before reading", () => {
    expect(checkImageFile({ type: "image/svg+xml", size: 10 }, 100)).toEqual({ ok: true });
    expect(checkImageFile({ type: "image/gif", size: 10 }, 100)).toEqual({
      ok: false,
      problem: "type",
    });
    expect(checkImageFile({ type: "image/png", size: 101 }, 100)).toEqual({
      ok: false,
      problem: "size",
    });
  });

  it("is dirty only when a field differs from the saved settings", () => {
    const saved = { ...WHITE_LABEL_DEFAULTS, enabled: true };
    expect(isDirty(formFromSettings(saved), saved)).toBe(false);
    expect(isDirty({ ...formFromSettings(saved), customDomain: "a.nl" }, saved)).toBe(true);
  });
});

describe("client login host", () => {
  it("never brands the main site and converts colours to the theme's HSL form", () => {
    expect(isMainSiteHost(OWN_DOMAIN)).toBe(true);
    expect(isMainSiteHost("WWW.VINDBAAR.NL.")).toBe(true);
    expect(isMainSiteHost("localhost")).toBe(true);
    expect(isMainSiteHost("bureau.localhost")).toBe(false);
    expect(isMainSiteHost("rapporten.bureau.nl")).toBe(false);
    expect(hexToHslTriplet("#ffffff")).toBe("0 0% 100%");
    expect(hexToHslTriplet("#9b87f5")).toBe("251 85% 75%");
  });
});
