/** The site's forms, by the name their JSON endpoint uses. */
export type FormName = "contact" | "quote" | "affiliate" | "newsletter" | "customizer";

/** Where a form's script posts; the server answers JSON (`FormReply`). */
export function formEndpoint(name: FormName): string {
  return `/api/forms/${name}`;
}
