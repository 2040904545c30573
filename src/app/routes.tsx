import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { paths } from "@/config/paths";
import { RootLayout } from "./root-layout";

/** Wraps a lazily imported named page export as a route `lazy` loader. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The one route table (lazy page modules: each route is its own chunk). */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    children: [
      { index: true, lazy: page(() => import("@/pages/home-page"), (m) => m.HomePage) },
      { path: paths.features, lazy: page(() => import("@/pages/features-page"), (m) => m.FeaturesPage) },
      { path: paths.howItWorks, lazy: page(() => import("@/pages/how-it-works-page"), (m) => m.HowItWorksPage) },
      { path: paths.demo, lazy: page(() => import("@/pages/demo-page"), (m) => m.DemoPage) },
      { path: paths.testimonials, lazy: page(() => import("@/pages/testimonials-page"), (m) => m.TestimonialsPage) },
      { path: paths.faq, lazy: page(() => import("@/pages/faq-page"), (m) => m.FaqPage) },
      { path: paths.pricing, lazy: page(() => import("@/pages/pricing-page"), (m) => m.PricingPage) },
      { path: paths.adCampaign, lazy: page(() => import("@/pages/ad-campaign-page"), (m) => m.AdCampaignPage) },
      { path: paths.blog, lazy: page(() => import("@/pages/blog-page"), (m) => m.BlogPage) },
      { path: paths.helpCenter, lazy: page(() => import("@/pages/help-center-page"), (m) => m.HelpCenterPage) },
      { path: paths.guides, lazy: page(() => import("@/pages/guides-page"), (m) => m.GuidesPage) },
      { path: paths.apiDocumentation, lazy: page(() => import("@/pages/api-documentation-page"), (m) => m.ApiDocumentationPage) },
      { path: paths.community, lazy: page(() => import("@/pages/community-page"), (m) => m.CommunityPage) },
      { path: paths.aboutUs, lazy: page(() => import("@/pages/about-us-page"), (m) => m.AboutUsPage) },
      { path: paths.careers, lazy: page(() => import("@/pages/careers-page"), (m) => m.CareersPage) },
      { path: paths.contact, lazy: page(() => import("@/pages/contact-page"), (m) => m.ContactPage) },
      { path: paths.privacyPolicy, lazy: page(() => import("@/pages/privacy-policy-page"), (m) => m.PrivacyPolicyPage) },
      { path: paths.termsOfService, lazy: page(() => import("@/pages/terms-of-service-page"), (m) => m.TermsOfServicePage) },
      { path: paths.login, lazy: page(() => import("@/pages/login-page"), (m) => m.LoginPage) },
      { path: paths.dashboard, lazy: page(() => import("@/pages/dashboard-page"), (m) => m.DashboardPage) },
      { path: paths.seoHelper, lazy: page(() => import("@/pages/seo-helper-page"), (m) => m.SeoHelperPage) },
      { path: "*", lazy: page(() => import("@/pages/not-found-page"), (m) => m.NotFoundPage) },
    ],
  },
];
