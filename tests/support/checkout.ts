/** A US checkout that passes every check (standard shipping), as the page posts it. */
export const validCheckout = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "415-555-0100",
  country: "US",
  address1: "1 Market St",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  shippingMethod: "standard",
};
