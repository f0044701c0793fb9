import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** A form's submit button, disabled and relabelled while its post is under way. */
export function SubmitButton({ label, className }: { label: string; className?: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Button type="submit" size="lg" className={className} disabled={submitting}>
      {submitting ? "Sending…" : label}
    </Button>
  );
}
