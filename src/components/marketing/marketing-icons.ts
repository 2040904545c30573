import {
  BadgeCheck,
  ChartColumn,
  Clock,
  ClipboardList,
  CreditCard,
  FileBarChart,
  Gauge,
  LayoutDashboard,
  MapPin,
  PenLine,
  Rocket,
  Search,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Star,
  Tags,
  Target,
  TrendingUp,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";

/**
 * Icons that content may name by key. Content stays plain data (no JSX), and only these icons end
 * up in the bundle because each is imported by name.
 */
export const marketingIcons = {
  "badge-check": BadgeCheck,
  "chart-column": ChartColumn,
  clock: Clock,
  "clipboard-list": ClipboardList,
  "credit-card": CreditCard,
  "file-bar-chart": FileBarChart,
  gauge: Gauge,
  "layout-dashboard": LayoutDashboard,
  "map-pin": MapPin,
  "pen-line": PenLine,
  rocket: Rocket,
  search: Search,
  "shield-check": ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  star: Star,
  tags: Tags,
  target: Target,
  "trending-up": TrendingUp,
  "user-plus": UserPlus,
  users: Users,
} satisfies Record<string, LucideIcon>;

export type MarketingIconName = keyof typeof marketingIcons;
