/**
 * The catalog: what we sell and what we cut it for. One module, split by
 * concern: the product and its options (`product.ts`), the brands and every
 * model (`brands.ts`, `models/`), lid outlines (`lids.ts`) and the print
 * templates (`templates.ts`).
 */
export * from "./product.ts";
export * from "./models.ts";
export * from "./brands.ts";
export * from "./customizer-brands.ts";
export * from "./templates.ts";
