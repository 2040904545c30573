import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";

interface ContactDetailsProps {
  labels: { email: string; phone: string; address: string };
  email: string;
  phone: string;
  /** tel: link for the phone number. */
  phoneHref: string;
  addressLines: readonly string[];
  /** The "chat with us in the dashboard" hint: a title, a line and an action (a link). */
  chatHint: { title: string; text: string; action: ReactNode };
}

/** Ways to reach the team besides the form, plus the in-dashboard chat for customers. */
export function ContactDetails({
  labels,
  email,
  phone,
  phoneHref,
  addressLines,
  chatHint,
}: ContactDetailsProps) {
  return (
    <div className="space-y-6">
      <dl className="space-y-5">
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <dt className="font-semibold">{labels.email}</dt>
            <dd>
              <a
                href={`mailto:${email}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <dt className="font-semibold">{labels.phone}</dt>
            <dd>
              <a href={phoneHref} className="text-primary underline-offset-4 hover:underline">
                {phone}
              </a>
            </dd>
          </div>
        </div>
        <div className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <dt className="font-semibold">{labels.address}</dt>
            <dd>
              <address className="not-italic">
                {addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </div>
      </dl>
      <div className="rounded-lg border bg-secondary p-5">
        <h3 className="flex items-center gap-2 font-semibold text-secondary-foreground">
          <MessageCircle aria-hidden="true" className="size-5" />
          {chatHint.title}
        </h3>
        <p className="mt-2 text-sm text-secondary-foreground">{chatHint.text}</p>
        <div className="mt-3 text-sm">{chatHint.action}</div>
      </div>
    </div>
  );
}
