import type { PictureSlug } from "#app/product-pictures/pictures.ts";
import { type UseCasePath, useCasePaths } from "#app/route-table.ts";
import { djContent, realEstateContent } from "./use-case-content-individuals.ts";
import {
  businessContent,
  lawFirmContent,
  schoolContent,
} from "./use-case-content-organizations.ts";

export interface UseCaseLink {
  label: string;
  to: string;
}

/** Everything one use-case page and its card on /use-cases show. */
export interface UseCaseContent {
  path: UseCasePath;
  /** Page name: the title, the breadcrumb and the card heading on /use-cases. */
  name: string;
  /** Meta description, 120–160 characters. */
  description: string;
  eyebrow: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  /** One or two sentences for the card on /use-cases. */
  summary: string;
  /** The product picture of a design for this audience (app/product-pictures). */
  picture: PictureSlug;
  /** Who the page speaks to, as used in headings ("DJs", "schools"). */
  audience: string;
  benefits: readonly { title: string; text: string }[];
  ideas: readonly string[];
  uploads: readonly string[];
  faqs: readonly { question: string; answer: string }[];
  /** Main call to action and the secondary link (SPEC.md route table). */
  primary: UseCaseLink;
  secondary: UseCaseLink;
  /** Organisations buying many devices also see the volume pricing tiers. */
  showBulkTiers: boolean;
}

export const useCaseContent: Record<UseCasePath, UseCaseContent> = {
  "/dj-laptop-wraps-skins": djContent,
  "/real-estate-laptop-wraps": realEstateContent,
  "/school-laptop-wraps": schoolContent,
  "/business-laptop-wraps": businessContent,
  "/law-firm-laptop-wraps": lawFirmContent,
};

/** The five use cases in navigation order. */
export const useCases: readonly UseCaseContent[] = useCasePaths.map((path) => useCaseContent[path]);

function isUseCasePath(path: string): path is UseCasePath {
  return (useCasePaths as readonly string[]).includes(path);
}

/**
 * The content for a request path. The module only serves the five use-case
 * routes, so an unknown path is a routing mistake and throws.
 */
export function contentForUseCasePath(pathname: string): UseCaseContent {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (!isUseCasePath(path)) throw new Error(`No use-case content for ${pathname}`);
  return useCaseContent[path];
}
