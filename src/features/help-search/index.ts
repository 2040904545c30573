export { HelpSearch } from "./components/help-search";
