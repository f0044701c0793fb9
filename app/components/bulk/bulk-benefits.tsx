import { site } from "#app/domain/site.ts";
import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { BadgePercent, FileCheck, QrCode, Receipt, Truck, UserRound } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import {
  accountManagerOver,
  bulkDiscountHigh,
  bulkDiscountLow,
  bulkMinimum,
  production,
} from "#app/domain/policies.ts";
import { formatPercent } from "#app/lib/format.ts";

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

const benefits: readonly Benefit[] = [
  {
    icon: BadgePercent,
    title: "Volume discounts",
    text: `Save ${formatPercent(bulkDiscountLow)}–${formatPercent(bulkDiscountHigh)} per device when you order ${bulkMinimum} or more wraps of the same design.`,
  },
  {
    icon: UserRound,
    title: "Dedicated account manager",
    text: `Orders over ${accountManagerOver} units get one named contact who handles artwork, proofs, billing and delivery.`,
  },
  {
    icon: FileCheck,
    title: "Free design proofs",
    text: "Approve a free digital proof of every design, fitted to your exact device models, before anything is printed.",
  },
  {
    icon: Receipt,
    title: "Purchase orders and tax-exempt billing",
    text: "We accept purchase orders and tax-exempt certificates, and invoice after you approve the proof.",
  },
  {
    icon: QrCode,
    title: "Asset labels, QR codes and sponsor logos",
    text: "Print asset tags, device numbers, QR codes or sponsor logos on each wrap so every laptop is easy to identify.",
  },
  {
    icon: Truck,
    title: "Fast bulk turnaround",
    text: `Bulk orders ship in ${production.bulkShipDays} business days once the proof is approved, from our shop in ${site.location.city}, ${site.location.regionName}.`,
  },
];

/** Why organizations order in bulk (the /bulk-corporate page). */
export function BulkBenefits() {
  return (
    <Section labelledBy="bulk-benefits-heading">
      <SectionHeading
        id="bulk-benefits-heading"
        title="Why teams order in bulk with us"
        intro="Everything a school, company or agency needs to outfit a fleet of laptops at once."
      />
      <FeatureGrid features={benefits} />
    </Section>
  );
}
