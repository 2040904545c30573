// Customer-area exports (inside the layout that provides TanStack Query).
export { ContentCalendar } from "./components/content-calendar";
export { DraftEditor } from "./components/draft-editor";
export { useContentOverview } from "./api/get-content-overview";
export { contentFigures } from "./content-figures";
export { SubscriptionEndedNotice } from "./components/subscription-ended-notice";
