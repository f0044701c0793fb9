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
      <ol className="grid gap-6 md:grid-cols-3 md:gap-8">
        {steps.map((step, index) => {
          const Icon = icons[step.icon];
          return (
            // On a phone, rows: the step's icon beside its words.
            <li
              key={step.title}
              className="grid grid-cols-[auto_1fr] gap-x-4 md:block md:text-center"
            >
              <span className="bg-brand-700 row-span-3 flex size-12 items-center justify-center rounded-full text-white md:mx-auto md:size-14">
                <Icon aria-hidden="true" className="size-6 md:size-7" />
              </span>
              <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase md:mt-4">
                Step {index + 1}
              </p>
              <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
              <p className="text-muted mt-1 max-w-xs md:mx-auto md:mt-2">{step.text}</p>
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
