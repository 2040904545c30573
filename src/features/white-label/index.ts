// The white-label page body (customer area) and the state-1 panel visitors see. The client-login
// branding lives in ./branding (light: no TanStack Query) so /login loads only that.
export { UpgradePanel } from "./components/upgrade-panel";
export { WhiteLabelSettings } from "./components/white-label-settings";
