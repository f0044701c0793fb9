import { type DefaultValue, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormReply } from "~/forms/form-action.server";

/**
 * A form validated in the browser with the same schema the server uses:
 * errors show after a field is left, and update as the visitor types.
 */
export function useValidatedForm<Schema extends z.ZodObject>(
  schema: Schema,
  reply: FormReply | undefined,
  defaultValue?: DefaultValue<z.input<Schema>>,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: reply?.result,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
