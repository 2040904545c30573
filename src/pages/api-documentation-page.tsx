import { Link } from "react-router-dom";
import { publicApiBaseUrl } from "@contract/public-api-routes";
import { CodeBlock } from "@/components/marketing/code-block";
import { ContentSection } from "@/components/marketing/content-section";
import { EndpointList, OperationLine } from "@/components/marketing/endpoint-list";
import { PageHero } from "@/components/marketing/page-hero";
import { ProseBlock } from "@/components/marketing/prose-block";
import { paths } from "@/config/paths";
import { apiDocsPage as copy, apiEndpoints } from "@/content/api-docs";
import { configuredSupabaseUrl } from "@/lib/supabase";
import { PageHead } from "./page-head";

export function ApiDocumentationPage() {
  // The build's own Supabase project (VITE_SUPABASE_URL), so the prerendered page names the
  // address this deployment's `api` function really answers at (docs/decisions/022).
  const baseUrl = publicApiBaseUrl(configuredSupabaseUrl());
  return (
    <>
      <PageHead path="/api-documentation" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <ContentSection id="authenticatie" title={copy.auth.title}>
        <ProseBlock paragraphs={copy.auth.paragraphs} />
        <CodeBlock
          code={copy.auth.header}
          label={copy.auth.headerLabel}
          className="mx-auto mt-6 max-w-3xl"
        />
      </ContentSection>
      <ContentSection id="base-url" title={copy.baseUrl.title} muted>
        <ProseBlock paragraphs={[copy.baseUrl.text]} />
        <CodeBlock code={baseUrl} label={copy.baseUrl.label} className="mx-auto mt-6 max-w-3xl" />
      </ContentSection>
      <ContentSection
        id="endpoints"
        title={copy.endpoints.title}
        subtitle={copy.endpoints.subtitle}
      >
        <EndpointList endpoints={apiEndpoints} />
      </ContentSection>
      <ContentSection id="voorbeeld" title={copy.example.title} muted>
        <ProseBlock paragraphs={[copy.example.text]} />
        <CodeBlock
          code={copy.example.code(baseUrl)}
          label={copy.example.label}
          className="mx-auto mt-6 max-w-3xl"
        />
        <ProseBlock paragraphs={[copy.example.generateText]} className="mt-8" />
        <CodeBlock
          code={copy.example.generateCode(baseUrl)}
          label={copy.example.generateLabel}
          className="mx-auto mt-6 max-w-3xl"
        />
      </ContentSection>
      <ContentSection id="limieten" title={copy.limits.title}>
        <ProseBlock paragraphs={[copy.limits.text]} />
        <dl className="mx-auto mt-6 grid max-w-3xl grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {copy.limits.statuses.map(({ status, meaning, codes }) => (
            <div key={status} className="contents">
              <dt className="font-mono font-semibold">{status}</dt>
              <dd className="text-muted-foreground" data-status={status}>
                {meaning}{" "}
                <span className="whitespace-normal">
                  {copy.limits.codesLabel}{" "}
                  {codes.map((code, index) => (
                    <span key={code}>
                      {index > 0 && ", "}
                      <code className="break-all font-mono text-foreground">{code}</code>
                    </span>
                  ))}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </ContentSection>
      <ContentSection id="openapi" title={copy.openApi.title} muted>
        <ProseBlock paragraphs={[copy.openApi.text]} />
        <div className="mx-auto mt-4 max-w-3xl">
          <OperationLine operation={copy.openApi.operation} />
        </div>
      </ContentSection>
      <ContentSection id="api-vragen" title={copy.help.title} subtitle={copy.help.text}>
        <p className="text-center">
          <Link
            to={paths.contact}
            className="font-semibold text-primary underline underline-offset-4"
          >
            {copy.help.linkLabel}
          </Link>
        </p>
      </ContentSection>
    </>
  );
}
