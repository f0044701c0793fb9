import { Button } from "~/components/ui/button";

/** A form's submit button, disabled and relabelled while its post is under way. */
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
    <Button type="submit" size="lg" className={className} disabled={pending}>
      {pending ? "Sending…" : label}
    </Button>
  );
}
