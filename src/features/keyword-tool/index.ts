export { KeywordTool } from "./components/keyword-tool";
