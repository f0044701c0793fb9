import * as z from "zod/mini";
import { countries, domesticCountry, usStates, zipPattern } from "#app/domain/addresses.ts";
import { shippingMethods } from "#app/domain/policies.ts";
import { checkboxField, cleanText, emailField, optionalText, requiredText } from "./fields.ts";

const stateCodes = usStates.map(([code]) => code) as [string, ...string[]];
const countryCodes = countries.map(([code]) => code) as [string, ...string[]];

const stateMessage = "Please choose your state from the list.";
const zipMessage = "Please enter a 5-digit ZIP code, like 94107 or 94107-1234.";

/**
 * The checkout (PRODUCT.md section 6): contact, a US shipping address, the
 * shipping method and the order's paperwork. No field carries a price: the
 * server prices the cart itself. State and ZIP are checked for US addresses;
 * any other country makes the order a quote request.
 */
export const CheckoutSchema = z
  .object({
    name: requiredText("full name", 120),
    email: emailField,
    phone: z
      .string({ error: "Please enter a phone number for the carrier." })
      .check(
        ...cleanText({}),
        z.minLength(7, "Please enter a phone number for the carrier, with its area code."),
        z.maxLength(30, "Please enter a phone number of at most 30 characters."),
        z.regex(
          /^[0-9+().\s-]*$/,
          "Please use only digits, spaces and + ( ) - . in the phone number.",
        ),
      ),
    country: z.enum(countryCodes, { error: "Please choose your country from the list." }),
    address1: requiredText("street address", 120),
    address2: optionalText("apartment, suite or unit", 120),
    city: requiredText("city", 80),
    state: optionalText("state or region", 80),
    zip: z.optional(z.string().check(...cleanText({}), z.maxLength(12, zipMessage))),
    shippingMethod: z.enum(shippingMethods.map((method) => method.id) as [string, ...string[]], {
      error: "Please choose a shipping method.",
    }),
    organization: optionalText("organization", 150),
    purchaseOrder: optionalText("purchase order number", 60),
    taxExempt: checkboxField,
    proofFirst: checkboxField,
    notes: optionalText("order notes", 2000, { multiline: true }),
    /** Made when the page was rendered: the same post twice is one order. */
    checkoutId: z.uuid("Please reload the page and try again."),
  })
  .check(
    z.superRefine(
      (form, context) => {
        // Runs with the other fields' errors too (`when`), so the visitor sees
        // every error at once: only what is read here may be taken as parsed.
        const { country, state, zip } = form as Partial<typeof form>;
        if (country !== domesticCountry) return;
        if (typeof state !== "string" || !stateCodes.includes(state)) {
          context.issues.push({
            code: "custom",
            path: ["state"],
            message: stateMessage,
            input: state,
          });
        }
        if (typeof zip !== "string" || !zipPattern.test(zip.trim())) {
          context.issues.push({ code: "custom", path: ["zip"], message: zipMessage, input: zip });
        }
      },
      { when: () => true },
    ),
  );

export type Checkout = z.output<typeof CheckoutSchema>;

/** The checkout's address as an order and a quote record it, without its country. */
export function checkoutAddress(checkout: Checkout) {
  return {
    name: checkout.name,
    line1: checkout.address1,
    line2: checkout.address2 ?? "",
    city: checkout.city,
    state: checkout.state ?? "",
    zip: checkout.zip ?? "",
  };
}
