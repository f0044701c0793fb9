import { production } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";

export const careersIntro = `We are a small team in ${site.location.city}, ${site.location.regionName}, printing and cutting custom laptop wraps for DJs, students, schools and businesses across the USA. Come build it with us.`;

export const values: readonly { title: string; text: string }[] = [
  {
    title: "Craft in every cut",
    text: "We check every wrap against its template before it leaves the shop. Good enough is not the standard; a perfect fit is.",
  },
  {
    title: "Customers first",
    text: `A real person answers within ${site.replyWithinHours} hours during support hours. We fix problems before we discuss whose fault they were.`,
  },
  {
    title: "Fast without shortcuts",
    text: `${production.summary} We keep that promise by planning well, not by rushing.`,
  },
  {
    title: "Made in the USA",
    text: `Everything is designed, printed, cut and packed in our ${site.location.city} shop, by people who know each other by name.`,
  },
];

export const perks: readonly { title: string; text: string }[] = [
  {
    title: "Health, dental and vision",
    text: "Medical, dental and vision insurance for full-time employees, with most of the premium paid by us.",
  },
  {
    title: "Paid time off",
    text: "Paid vacation and sick days from your first month, plus paid US federal holidays.",
  },
  {
    title: "Retirement plan",
    text: "A 401(k) plan with a company match.",
  },
  {
    title: "Learning budget",
    text: "Courses, software training and conference tickets that help you grow in your role.",
  },
  {
    title: "Wraps on the house",
    text: "Free custom wraps for your own laptop, tablet and phone, and a discount for family and friends.",
  },
  {
    title: "Steady hours",
    text: "Daytime shifts, Monday to Friday. Our shop and support desk are closed on weekends.",
  },
];
