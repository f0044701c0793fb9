import { honeypotName } from "#app/forms/honeypot.ts";

/**
 * A field people never see or reach: bots that fill every input fill this one
 * too, and such posts are dropped without a word.
 */
export function Honeypot({ formId }: { formId: string }) {
  const id = `${formId}-${honeypotName}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        type="text"
        name={honeypotName}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
