import { expect, it } from "vitest";
import { copyrightNotice } from "./site-footer.tsx";

it("the copyright runs from the founding to the year the page is rendered in", () => {
  expect(copyrightNotice(2031)).toBe("© 2019–2031 WrapCraft Laptop Wraps LLC. Made in the USA.");
  expect(copyrightNotice(2019)).toBe("© 2019 WrapCraft Laptop Wraps LLC. Made in the USA.");
});
