import { paths } from "@/config/paths";

/**
 * The customer area's account shell (English, like the rest of the customer area; spec §1).
 * Only pages that exist are linked; reports, content, white label and API keys join this list
 * when their pages land.
 */
export const accountShellContent = {
  navLabel: "Customer area",
  signedInAs: "Signed in as",
  links: [
    { label: "Dashboard", href: paths.dashboard },
    { label: "SEO Helper", href: paths.seoHelper },
  ],
} as const;
