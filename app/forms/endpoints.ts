/** Where each form's script posts; the server answers JSON (`FormReply`). */
export const formEndpoints = {
  contact: "/api/forms/contact",
  quote: "/api/forms/quote",
  affiliate: "/api/forms/affiliate",
  newsletter: "/api/forms/newsletter",
  customizer: "/api/forms/customizer",
} as const;

export type FormName = keyof typeof formEndpoints;
