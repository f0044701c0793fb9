import { Laptop, type LucideIcon, Truck, Upload } from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { type StepIcon, steps } from "#app/routes/marketing/home-content.ts";

const icons: Record<StepIcon, LucideIcon> = { model: Laptop, upload: Upload, ship: Truck };

export function ThreeSteps() {
  return (
    <Section labelledBy="steps-heading">
      <SectionHeading
        id="steps-heading"
        title="Your wrap in three steps"
        intro="No design software needed: if you have an image, you have a wrap."
      />
      <ol className="grid gap-8 md:grid-cols-3">
        {steps.map((step, index) => {
          const Icon = icons[step.icon];
          return (
            <li key={step.title} className="text-center">
              <span className="bg-brand-700 mx-auto flex size-14 items-center justify-center rounded-full text-white">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <p className="text-brand-700 mt-4 text-sm font-semibold tracking-widest uppercase">
                Step {index + 1}
              </p>
              <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
              <p className="text-muted mx-auto mt-2 max-w-xs">{step.text}</p>
            </li>
          );
        })}
      </ol>
      <p className="mt-10 text-center">
        <Link
          to="/how-it-works"
          className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4"
        >
          See how installation works
        </Link>
      </p>
    </Section>
  );
}
