// The signed-in customer's keyword list; kept out of index.ts so the demo tool stays light.
export { CustomerKeywords } from "./components/customer-keywords";
