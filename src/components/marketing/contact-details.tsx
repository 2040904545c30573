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
  const linkClass = "text-primary underline-offset-4 hover:underline";
  const rows = [
    {
      label: labels.email,
      Icon: Mail,
      value: (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ),
    },
    {
      label: labels.phone,
      Icon: Phone,
      value: (
        <a href={phoneHref} className={linkClass}>
          {phone}
        </a>
      ),
    },
    {
      label: labels.address,
      Icon: MapPin,
      value: (
        <address className="not-italic">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <dl className="space-y-5">
        {rows.map((row) => (
          // A <div> may group a dt/dd pair directly inside a <dl>; the icon lives in the <dt>.
          <div key={row.label}>
            <dt className="flex items-center gap-3 font-semibold">
              <row.Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {row.label}
            </dt>
            <dd className="pl-8">{row.value}</dd>
          </div>
        ))}
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
