// Customer-area exports (inside the layout that provides TanStack Query).
export { ProfileEditor } from "./components/profile-editor";
export { ProfileReminder } from "./components/profile-reminder";
export { onboardingKeys } from "./api/query-keys";
export { useOnboarding } from "./api/get-onboarding";
export { SiteFactReview } from "./components/site-fact-review";
