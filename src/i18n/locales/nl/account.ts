/** The customer area's account bar: navigation, the signed-in user and the language choice. */
export const account = {
  navLabel: "Klantomgeving",
  /** The phone's menu button: "Menu: Rapporten". */
  menuLabel: "Menu",
  signedInAs: "Ingelogd als",
  links: {
    dashboard: "Dashboard",
    reports: "Rapporten",
    content: "Content",
    businessProfile: "Bedrijfsprofiel",
    seoHelper: "SEO Helper",
    whiteLabel: "White Label",
    apiSettings: "API-instellingen",
    changePassword: "Wachtwoord wijzigen",
  },
  language: {
    /** The choice is kept in this browser but the account could not store it. */
    notSaved:
      "Je taalkeuze geldt in deze browser, maar kon niet in je account worden bewaard. Probeer het later opnieuw.",
  },
};
