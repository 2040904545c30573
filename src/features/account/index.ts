/** The language choice (also on /login, outside the customer area). */
export { LanguageChoice } from "./components/language-choice";
