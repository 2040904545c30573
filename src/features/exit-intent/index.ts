export { ExitIntentPopup } from "./components/exit-intent-popup";
