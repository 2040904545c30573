/** The onboarding profile's one query-key factory. */
export const onboardingKeys = {
  all: ["onboarding"] as const,
  profile: () => [...onboardingKeys.all, "profile"] as const,
};

/** The site facts' one query-key factory. */
export const siteFactKeys = {
  all: ["site-facts"] as const,
  list: () => [...siteFactKeys.all, "list"] as const,
};
