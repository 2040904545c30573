import type { Catalogue } from "../../catalogue";

export const account: Catalogue["account"] = {
  navLabel: "Customer area",
  menuLabel: "Menu",
  signedInAs: "Signed in as",
  links: {
    dashboard: "Dashboard",
    reports: "Reports",
    content: "Content",
    businessProfile: "Business profile",
    seoHelper: "SEO Helper",
    whiteLabel: "White Label",
    changePassword: "Change password",
    apiSettings: "API settings",
  },
  language: {
    notSaved:
      "Your language applies in this browser but could not be saved to your account. Please try again later.",
  },
};
