import { Link, useSearchParams } from "react-router-dom";
import { ContactDetails } from "@/components/marketing/contact-details";
import { PageHero } from "@/components/marketing/page-hero";
import { CONTACT_QUESTION_PARAM } from "@/config/paths";
import { contactDetails, contactPage as copy } from "@/content/contact";
import { ContactForm } from "@/features/contact-form";
import { PageHead } from "./page-head";

export function ContactPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHead path="/contact" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <div className="container grid gap-12 py-14 sm:py-20 lg:grid-cols-5">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-3">
          <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {copy.formSection.title}
          </h2>
          <div className="mt-6">
            <ContactForm question={params.get(CONTACT_QUESTION_PARAM)} />
          </div>
        </section>
        <section aria-labelledby="contact-details-heading" className="lg:col-span-2">
          <h2
            id="contact-details-heading"
            className="text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {copy.detailsSection.title}
          </h2>
          <div className="mt-6">
            <ContactDetails
              labels={copy.detailsSection.labels}
              {...contactDetails}
              chatHint={{
                title: copy.chatHint.title,
                text: copy.chatHint.text,
                action: (
                  <Link
                    to={copy.chatHint.href}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {copy.chatHint.linkLabel}
                  </Link>
                ),
              }}
            />
          </div>
        </section>
      </div>
    </>
  );
}
