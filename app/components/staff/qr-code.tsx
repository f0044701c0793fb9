import { qrPath } from "#app/lib/qr-path.ts";

/** A QR code drawn on the server (an authenticator app's otpauth:// link), with a quiet zone. */
export function QrCode({ text, label }: { text: string; label: string }) {
  return (
    <svg viewBox="-4 -4 48 48" role="img" aria-label={label} className="size-44 shrink-0 bg-white">
      <path d={qrPath(text, 0, 0, 40)} fill="#000" />
    </svg>
  );
}
