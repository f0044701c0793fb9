import { getFormProps } from "@conform-to/react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useEffect } from "react";
import { Form, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { TextField, TextareaField } from "~/components/forms/fields";
import { FormOutcome } from "~/components/forms/form-outcome";
import { Honeypot } from "~/components/forms/honeypot";
import { SubmitButton } from "~/components/forms/submit-button";
import { PersonFields } from "~/components/forms/person-fields";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { site } from "~/domain/site";
import { ContactSchema } from "~/forms/contact";
import { handleFormPost } from "~/forms/form-action.server";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description: `Questions about a custom laptop wrap, a bulk order or your design? Call ${site.phone.display} or send us a message: we reply within ${site.replyWithinHours} hours, ${site.supportHours.display}.`,
    path: "/contact",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Contact", path: "/contact" }],
  });

export function action({ request }: Route.ActionArgs) {
  return handleFormPost(request, ContactSchema);
}

export default function Contact() {
  const reply = useActionData<typeof action>();
  const [form, fields] = useValidatedForm(ContactSchema, reply);
  const [searchParams] = useSearchParams();
  const presetSubject = searchParams.get("subject");

  // Links such as "Apply Now" and "Contact Design Team" fill the subject in.
  useEffect(() => {
    if (presetSubject)
      form.update({ name: fields.subject.name, value: presetSubject.slice(0, 150) });
  }, [presetSubject, form, fields.subject.name]);

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
            <Form
              method="post"
              {...getFormProps(form)}
              className="relative mt-6 grid gap-5 sm:grid-cols-2"
            >
              <PersonFields fields={fields} />
              <TextField
                meta={fields.subject}
                label="Subject"
                maxLength={150}
                className="sm:col-span-2"
              />
              <TextareaField
                meta={fields.message}
                label="Message"
                required
                rows={6}
                maxLength={5000}
                className="sm:col-span-2"
              />
              <Honeypot />
              <div className="sm:col-span-2">
                <SubmitButton label="Send Message" />
              </div>
            </Form>
            <div className="mt-6">
              <FormOutcome reply={reply} what="message" />
            </div>
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
