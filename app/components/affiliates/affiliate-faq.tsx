import { ChevronDown } from "lucide-react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { affiliateProgram } from "#app/domain/affiliate.ts";
import { affiliateTerms } from "./affiliate-terms.ts";

const faqs: readonly { question: string; answer: string }[] = [
  {
    question: "How does the commission work?",
    answer: `You earn ${affiliateTerms.commissionStart} of every order placed through your affiliate link, and your rate can rise to as much as ${affiliateTerms.commissionMax}. Orders count when the customer buys within ${affiliateProgram.cookieDays} days of clicking your link.`,
  },
  {
    question: "When do I get paid?",
    answer: `Payouts are ${affiliateProgram.payoutSchedule}. We process each month's commissions ${affiliateProgram.payoutDelayDays} days after the month ends, once your balance reaches the ${affiliateTerms.payoutMinimum} minimum; a smaller balance carries over to the next month.`,
  },
  {
    question: "How long does the cookie last?",
    answer: `${affiliateProgram.cookieDays} days. If someone clicks your link and orders any time in the next ${affiliateProgram.cookieDays} days, the sale is yours.`,
  },
  {
    question: "How long does it take to review my application?",
    answer: `We answer every application within ${affiliateProgram.reviewDays} business days. Approved affiliates receive their login credentials by e-mail.`,
  },
  {
    question: "Is there a minimum sales requirement?",
    answer: `${affiliateTerms.noMinimumSales ? "No, there is no minimum." : "Yes."} Accounts with no activity may be reviewed after ${affiliateProgram.inactiveReviewMonths} months.`,
  },
  {
    question: "How much can I earn?",
    answer: `It depends on your audience. Our top affiliates typically earn ${affiliateTerms.topEarnings} per month.`,
  },
];

/** Affiliate questions as native disclosures: they work before and without JavaScript. */
export function AffiliateFaq() {
  return (
    <Section labelledBy="affiliate-faq-heading">
      <SectionHeading id="affiliate-faq-heading" title="Affiliate FAQ" />
      <ul className="mx-auto max-w-3xl space-y-3">
        {faqs.map(({ question, answer }) => (
          <li key={question}>
            <details className="group border-brand-100 rounded-xl border bg-white shadow-sm">
              <summary className="text-ink flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className="text-brand-700 size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="text-muted px-5 pb-5 leading-relaxed">{answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
