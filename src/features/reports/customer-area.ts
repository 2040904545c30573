// Customer-area exports (inside the layout that provides TanStack Query).
export { ReportsList } from "./components/reports-list";
export { ReportDetail } from "./components/report-detail";
export { useReports } from "./api/get-reports";
export { ScanStatusCard } from "./components/scan-status-card";
