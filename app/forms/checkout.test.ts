import { describe, expect, it } from "vitest";
import { validCheckout } from "../../tests/support/checkout.ts";
import { CheckoutSchema } from "./checkout.ts";
import { validateForm } from "./form-reply.ts";

const valid = { ...validCheckout, checkoutId: "0b5f6f52-3a1e-4c4e-9d56-8f0a5b7f2c11" };

describe("CheckoutSchema", () => {
  it("accepts a complete US checkout", () => {
    expect(validateForm(CheckoutSchema, valid).success).toBe(true);
    expect(validateForm(CheckoutSchema, { ...valid, zip: "94105-1234" }).success).toBe(true);
  });

  it("names every missing field at once, state and ZIP included", () => {
    const result = validateForm(CheckoutSchema, {
      country: "US",
      shippingMethod: "standard",
      checkoutId: valid.checkoutId,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      ["address1", "city", "email", "name", "phone", "state", "zip"].sort(),
    );
    expect(result.fieldErrors.state).toEqual(["Please choose your state from the list."]);
  });

  it("removes control characters from a region, a postal code and a phone number", () => {
    const result = CheckoutSchema.parse({
      ...valid,
      country: "CA",
      state: "Ontario\u001b]52;c;eA==\u0007",
      zip: "M5V\u009b 3L9",
      phone: "416\u001b 555 0100",
    });
    expect([result.state, result.zip, result.phone]).toEqual([
      "Ontario]52;c;eA==",
      "M5V 3L9",
      "416 555 0100",
    ]);
  });

  it("checks a ZIP code's form and a state's code", () => {
    const result = validateForm(CheckoutSchema, { ...valid, state: "XX", zip: "9410" });
    expect(result.success ? {} : result.fieldErrors).toEqual({
      state: ["Please choose your state from the list."],
      zip: ["Please enter a 5-digit ZIP code, like 94107 or 94107-1234."],
    });
  });

  it("asks no state or ZIP code of an address outside the US", () => {
    const abroad = { ...valid, country: "CA", state: "", zip: "" };
    expect(validateForm(CheckoutSchema, abroad).success).toBe(true);
  });
});
