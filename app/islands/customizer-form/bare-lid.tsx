import { TriangleAlert } from "lucide-react";
import { memo } from "react";
import { bareLidWarningShare } from "#app/domain/policies.ts";

/**
 * The warning that the artwork, as placed, leaves much of the lid bare (more
 * than the policies' share): it would print as plain black vinyl. A warning,
 * not a refusal: a small logo on black is a look people order.
 */
export const BareLid = memo(function BareLid({ share }: { share: number }) {
  const bare = share > bareLidWarningShare;
  return (
    // Always in the page, so a screen reader hears the warning when it appears.
    <div role="status">
      {bare ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <span className="font-semibold">
              About {Math.round(share * 100)}% of the lid would be bare black vinyl.
            </span>{" "}
            <span className="block text-sm">
              Your artwork does not reach that part of the lid. Use Fill to cover it edge to edge,
              or keep it if a black border is the look you want.
            </span>
          </span>
        </p>
      ) : null}
    </div>
  );
});
