import { Button } from "#app/components/ui/button.tsx";

/**
 * A form's submit button, relabelled while its post is under way. It says it
 * is unavailable (aria-disabled) but stays focusable: a disabled button drops
 * the focus it had to the page, and the form ignores a submit while pending.
 */
export function SubmitButton({
  label,
  pending,
  className,
}: {
  label: string;
  pending: boolean;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" className={className} aria-disabled={pending || undefined}>
      {pending ? "Sending…" : label}
    </Button>
  );
}
