import { TextField } from "./fields";
import type { FieldMeta } from "./use-form-submission";

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
      <TextField
        meta={fields.email}
        label="Email Address"
        type="email"
        required
        autoComplete="email"
        maxLength={254}
      />
      <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" maxLength={30} />
    </>
  );
}
