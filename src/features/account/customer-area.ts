// Customer-area exports: the language choice and the profile's language after sign-in.
export { LanguageChoice } from "./components/language-choice";
export { useProfileLocale } from "./hooks/use-profile-locale";
