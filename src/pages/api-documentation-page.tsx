import { Link } from "react-router-dom";
import { CodeBlock } from "@/components/marketing/code-block";
import { ContentSection } from "@/components/marketing/content-section";
import { EndpointList } from "@/components/marketing/endpoint-list";
import { PageHero } from "@/components/marketing/page-hero";
import { ProseBlock } from "@/components/marketing/prose-block";
import { paths } from "@/config/paths";
import { apiBaseUrl, apiDocsPage as copy, apiEndpoints } from "@/content/api-docs";
import { PageHead } from "./page-head";

export function ApiDocumentationPage() {
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
        <CodeBlock
          code={apiBaseUrl}
          label={copy.baseUrl.label}
          className="mx-auto mt-6 max-w-3xl"
        />
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
          code={copy.example.code}
          label={copy.example.label}
          className="mx-auto mt-6 max-w-3xl"
        />
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
