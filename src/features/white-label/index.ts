// The white-label page body (customer area). The client-login branding lives in ./branding
// (light: no TanStack Query) so /login loads only that.
export { WhiteLabelSettings } from "./components/white-label-settings";
