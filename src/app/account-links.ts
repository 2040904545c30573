import { paths } from "@/config/paths";

/** The customer area's pages in the account bar, named by their catalogue key (account:links). */
export const accountLinks = [
  { key: "dashboard", href: paths.dashboard },
  { key: "reports", href: paths.reports },
  { key: "content", href: paths.content },
  { key: "businessProfile", href: paths.businessProfile },
  { key: "seoHelper", href: paths.seoHelper },
  { key: "whiteLabel", href: paths.whiteLabel },
  { key: "apiSettings", href: paths.apiSettings },
  { key: "changePassword", href: paths.changePassword },
] as const;
