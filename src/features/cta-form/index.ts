export { CtaSection } from "./components/cta-section";
