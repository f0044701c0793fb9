import { EmailField, TextField } from "./fields.tsx";
import type { FieldMeta } from "./use-form-submission.ts";

/** First and last name, email and phone, as the contact and quote forms ask for them. */
export function PersonFields({
  fields,
}: {
  fields: Record<"firstName" | "lastName" | "email" | "phone", FieldMeta>;
}) {
  return (
    <>
      <TextField
        meta={fields.firstName}
        label="First Name"
        required
        autoComplete="given-name"
        maxLength={80}
      />
      <TextField
        meta={fields.lastName}
        label="Last Name"
        required
        autoComplete="family-name"
        maxLength={80}
      />
      <EmailField meta={fields.email} />
      <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" maxLength={30} />
    </>
  );
}
