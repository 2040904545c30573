export { MetaDescriptionTool } from "./components/meta-description-tool";
