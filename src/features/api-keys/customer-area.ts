// Customer-area exports (inside the layout that provides TanStack Query).
export { ApiKeysSettings } from "./components/api-keys-settings";
