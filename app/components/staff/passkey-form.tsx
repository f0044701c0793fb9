import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Enhanced } from "#app/islands/island.tsx";
import { passkeyAttribute } from "./enhance-passkey.ts";

/**
 * A form that makes a passkey or signs in with one (enhance-passkey.ts runs
 * the browser's prompt); `children` are its other fields, such as a name.
 */
export function PasskeyForm({
  mode,
  prompt,
  csrf,
  label,
  children,
  error,
  intent = "passkey",
}: {
  mode: "register" | "sign-in";
  /** The form's intent field: what its action is asked to do. */
  intent?: string;
  prompt: { challengeId: string; options: object };
  /** The session's token, when signed in (adding a passkey to an account). */
  csrf?: string;
  label: string;
  children?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <Enhanced name="passkey-forms">
      <form
        method="post"
        {...{ [passkeyAttribute]: mode }}
        data-options={JSON.stringify(prompt.options)}
        className="flex flex-col gap-4"
      >
        {csrf ? <input type="hidden" name="csrf" value={csrf} /> : null}
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="challengeId" value={prompt.challengeId} />
        <input type="hidden" name="response" value="" />
        {children}
        <Button type="submit" hidden className="self-start">
          {label}
        </Button>
        <p data-passkey-unavailable className="text-muted text-sm">
          Passkeys need JavaScript and a browser that supports them.
        </p>
        <p data-passkey-status role="status" className="text-sm font-medium empty:hidden" />
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </Enhanced>
  );
}
