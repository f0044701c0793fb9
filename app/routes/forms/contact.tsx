import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { Card } from "#app/components/ui/card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";
import { formPageAction } from "#app/actions/form-action.server.ts";
import { Island } from "#app/islands/island.tsx";
import { ContactForm } from "#app/islands/contact-form/contact-form.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description: `Questions about a custom laptop wrap, a bulk order or your design? Call ${site.phone.display} or send us a message: we reply within ${site.replyWithinHours} hours, ${site.supportHours.display}.`,
    path: "/contact",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
  });

/** Links such as "Apply Now" and "Contact Design Team" fill the subject in. */
export function loader({ request }: Route.LoaderArgs) {
  const subject = new URL(request.url).searchParams.get("subject") ?? "";
  return { subject: subject.slice(0, 150) || undefined };
}

export function action(args: Route.ActionArgs) {
  return formPageAction(args, "contact");
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Get in Touch"
        intro={`Questions about fit, artwork or a bulk order? Real people in ${site.location.city} answer every message within ${site.replyWithinHours} hours during support hours.`}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <h2 className="text-2xl font-bold">Send us a message</h2>
            <p className="text-muted mt-2">
              Fields marked <span aria-hidden="true">*</span>
              <span className="sr-only">as required</span> are required.
            </p>
            <Island
              name="contact-form"
              component={ContactForm}
              props={{ initialReply: reply, subject: loaderData.subject }}
            />
          </div>
          <ContactDetails />
        </div>
      </Section>
    </>
  );
}

function ContactDetails() {
  const rows = [
    {
      icon: Phone,
      label: "Phone",
      content: (
        <a href={site.phone.href} className="text-brand-700 font-semibold hover:underline">
          {site.phone.display}
        </a>
      ),
    },
    {
      icon: Mail,
      label: "Email",
      content: (
        <a href={`mailto:${site.email}`} className="text-brand-700 font-semibold hover:underline">
          {site.email}
        </a>
      ),
    },
    {
      icon: Clock,
      label: "Support hours",
      content: (
        <>
          {site.supportHours.display}
          <br />
          {site.supportHours.closed}
        </>
      ),
    },
    {
      icon: MapPin,
      label: "Workshop",
      content: (
        <>
          {site.location.city}, {site.location.regionName}, USA
        </>
      ),
    },
  ];
  return (
    <aside aria-labelledby="contact-details-heading">
      <Card className="bg-brand-50">
        <h2 id="contact-details-heading" className="text-xl font-bold">
          Contact details
        </h2>
        <dl className="mt-5 space-y-5">
          {rows.map(({ icon: Icon, label, content }) => (
            <div key={label}>
              <dt className="text-muted flex items-center gap-2 text-sm font-semibold">
                <Icon aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
                {label}
              </dt>
              <dd className="text-ink mt-1 pl-7">{content}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted mt-6 text-sm">
          We reply to every message within {site.replyWithinHours} hours during support hours. For
          artwork questions you can also write to{" "}
          <a href={`mailto:${site.designEmail}`} className="text-brand-700 font-semibold underline">
            {site.designEmail}
          </a>
          .
        </p>
      </Card>
    </aside>
  );
}
