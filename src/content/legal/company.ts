import { site } from "@/config/site";

/** The legal entity named in both legal texts. */
export const legalEntity = {
  name: `${site.name} B.V.`,
  address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}, the Netherlands`,
  kvk: site.kvk,
  email: site.email,
  supportEmail: site.supportEmail,
} as const;
