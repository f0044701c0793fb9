import { brands } from "#app/domain/catalog/index.ts";
import { bulkDiscountHigh, production } from "#app/domain/policies.ts";
import { reviewSummary } from "#app/domain/reviews.ts";
import { site } from "#app/domain/site.ts";
import { formatCount, formatPercent } from "#app/lib/format.ts";

const place = `${site.location.city}, ${site.location.regionName}`;

export const story = [
  `${site.name} began in ${site.foundedYear} in ${place}, with one printer, one plotter cutter and a simple idea: a laptop wrap should fit like it came from the factory, not like a sticker that almost lines up.`,
  "So we started where fit starts: templates for each model, measured for its logo, camera and hinges. We print your artwork on premium vinyl, laminate it, and precision-cut it to that template, with 3M adhesive that holds through daily life and peels off without residue when you upgrade.",
  `Every wrap is still printed, cut, inspected and packed by our own team in ${place}. Made in the USA, not drop-shipped. ${production.summary}`,
];

export const stats = [
  { value: String(site.foundedYear), label: `Founded in ${site.location.city}` },
  {
    value: `${reviewSummary.averageRating}/5`,
    label: `Average rating from ${formatCount(reviewSummary.totalReviews)} reviews`,
  },
  {
    value: String(production.standardDays),
    label: `Business ${production.standardDays === 1 ? "day" : "days"} to produce a normal order`,
  },
  { value: String(brands.length), label: "Laptop brands cut to fit" },
  { value: formatPercent(bulkDiscountHigh), label: "Top volume discount for teams" },
];

export const values = [
  {
    title: "Fit comes first",
    text: "Every cut follows a template for your exact model. If we do not have yours yet, we make one.",
  },
  {
    title: "Materials we stand behind",
    text: "Durable, bubble-resistant vinyl and 3M adhesive: it stays put while you use your laptop and leaves nothing behind when you remove it.",
  },
  {
    title: "Fast, never rushed",
    text: `We produce most orders in ${production.standardDays} business day, up to ${production.peakDays} at peak, and every wrap is inspected before it ships.`,
  },
  {
    title: "People who answer",
    text: `Real people answer calls and e-mails ${site.supportHours.display}, with a reply within ${site.replyWithinHours} hours.`,
  },
];
