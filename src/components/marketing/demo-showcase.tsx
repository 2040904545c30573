import { FileText, LayoutDashboard, ChartColumn } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { instantWidget, instantWidgetProps } from "@/lib/instant-widgets";
import { DemoBlogExample, type DemoBlogData } from "./demo-blog-example";
import { DemoDashboardExample, type DemoDashboardData } from "./demo-dashboard-example";
import { DemoReportExample, type DemoReportData } from "./demo-report-example";
import { ContentSection } from "./content-section";

/** Tab values are part of the contract (docs/product.md §2: default tab value "blog"). */
export type DemoTabValue = "blog" | "report" | "dashboard";

interface DemoShowcaseProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tabsLabel: string;
  tabLabels: Record<DemoTabValue, string>;
  blog: DemoBlogData;
  report: DemoReportData;
  dashboard: DemoDashboardData;
  /** Shown under the tabs (e.g. the button that scrolls to the call-to-action). */
  children?: ReactNode;
}

const tabIcons = { blog: FileText, report: ChartColumn, dashboard: LayoutDashboard } as const;
const tabOrder: readonly DemoTabValue[] = ["blog", "report", "dashboard"];

/**
 * The /demo tabs. The Tabs primitive loops focus with the arrow keys (and Home/End) and activates
 * a tab as soon as it receives focus. Every panel is force-mounted and hidden while inactive, so
 * the prerendered page holds all three and can switch tabs before React has hydrated it (an
 * instant widget).
 */
export function DemoShowcase({
  id = "demo",
  eyebrow,
  title,
  subtitle,
  tabsLabel,
  tabLabels,
  blog,
  report,
  dashboard,
  children,
}: DemoShowcaseProps) {
  const [selected, setSelected] = useState<DemoTabValue>("blog");
  const panel = (value: DemoTabValue) =>
    ({ value, forceMount: true, hidden: selected !== value }) as const;
  return (
    <ContentSection id={id} eyebrow={eyebrow} title={title} subtitle={subtitle}>
      <Tabs
        value={selected}
        onValueChange={(value) => setSelected(value as DemoTabValue)}
        {...instantWidgetProps(instantWidget.tabs)}
      >
        <div className="flex justify-center">
          <TabsList aria-label={tabsLabel}>
            {tabOrder.map((value) => {
              const Icon = tabIcons[value];
              return (
                <TabsTrigger key={value} value={value}>
                  <Icon className="size-4" aria-hidden="true" />
                  {tabLabels[value]}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>
        <TabsContent {...panel("blog")}>
          <DemoBlogExample data={blog} />
        </TabsContent>
        <TabsContent {...panel("report")}>
          <DemoReportExample data={report} />
        </TabsContent>
        <TabsContent {...panel("dashboard")}>
          <DemoDashboardExample data={dashboard} />
        </TabsContent>
      </Tabs>
      {children}
    </ContentSection>
  );
}
