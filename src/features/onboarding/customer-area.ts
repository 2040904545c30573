// Customer-area exports (inside the layout that provides TanStack Query).
export { ProfileEditor } from "./components/profile-editor";
export { ProfileReminder } from "./components/profile-reminder";
export { onboardingKeys, useOnboarding } from "./api/onboarding-api";
export { SiteFactReview } from "./components/site-fact-review";
