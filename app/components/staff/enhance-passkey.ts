import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

/** What a passkey form says it does: make a passkey, or sign in with one. */
export const passkeyAttribute = "data-passkey";

/**
 * The console's passkey forms (sign-in, an invite, the account page) as plain
 * forms the server renders: each carries its prompt's options in
 * `data-options` and a hidden `response` field. This asks the browser for the
 * passkey, puts its answer in the field and posts the form, which the server
 * checks. A browser without JavaScript or passkeys keeps the button hidden
 * and the form's note says why; the password form beside it still works.
 */
export function enhancePasskeyForms(root: HTMLElement): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${passkeyAttribute}]`)) {
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const response = form.querySelector<HTMLInputElement>("input[name=response]");
    const status = form.querySelector<HTMLElement>("[data-passkey-status]");
    if (!button || !response || typeof window.PublicKeyCredential !== "function") continue;
    button.hidden = false;
    form.querySelector<HTMLElement>("[data-passkey-unavailable]")?.setAttribute("hidden", "");
    form.addEventListener("submit", (event) => {
      if (response.value) return;
      event.preventDefault();
      if (!form.reportValidity()) return;
      const optionsJSON = JSON.parse(form.dataset.options ?? "{}");
      const ceremony =
        form.getAttribute(passkeyAttribute) === "register"
          ? startRegistration({ optionsJSON })
          : startAuthentication({ optionsJSON });
      button.setAttribute("aria-disabled", "true");
      if (status) status.textContent = "Waiting for your passkey…";
      ceremony
        .then((answer) => {
          response.value = JSON.stringify(answer);
          if (status) status.textContent = "Checking…";
          form.submit();
        })
        .catch((error: unknown) => {
          button.removeAttribute("aria-disabled");
          if (status) {
            status.textContent =
              error instanceof Error && error.name === "NotAllowedError"
                ? "The passkey prompt was closed. Try again when you are ready."
                : "This browser could not use a passkey here. Use your password and code instead.";
          }
        });
    });
  }
}
