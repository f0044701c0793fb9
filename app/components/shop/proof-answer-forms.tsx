import { Button } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/control.ts";
import { type ProofRound, proofCommentMaxLength } from "#app/domain/orders.ts";

/** Approve the open proof, or say what to change (and send a new file). Plain forms: no script needed. */
export function ProofAnswerForms({
  round,
  problem,
  comment,
}: {
  round: ProofRound;
  problem: string | null;
  comment: string;
}) {
  return (
    <div className="grid gap-4 border-t border-gray-200 pt-4">
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      ) : null}
      <form method="post">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="round" value={round.round} />
        <Button type="submit">Approve</Button>
        <p className="text-muted mt-2 text-sm">
          Approving tells us to print your wrap as this proof shows.
        </p>
      </form>
      <form method="post" encType="multipart/form-data" className="grid gap-3">
        <h4 className="text-ink font-semibold">Or request changes</h4>
        <input type="hidden" name="intent" value="changes" />
        <input type="hidden" name="round" value={round.round} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="proof-comment" className="text-ink font-medium">
            What should we change?
          </label>
          <textarea
            id="proof-comment"
            name="comment"
            rows={4}
            required
            maxLength={proofCommentMaxLength}
            defaultValue={comment}
            className={controlClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="proof-file" className="text-ink font-medium">
            A new file <span className="text-muted font-normal">(optional)</span>
          </label>
          <input
            id="proof-file"
            name="file"
            type="file"
            accept="image/png,image/jpeg,application/pdf"
            aria-describedby="proof-file-hint"
            className="file:bg-brand-50 file:text-brand-800 hover:file:bg-brand-100 max-w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:px-4 file:font-semibold"
          />
          <p id="proof-file-hint" className="text-muted text-sm">
            PNG, JPG or PDF, as for your order.
          </p>
        </div>
        <Button type="submit" variant="secondary" className="justify-self-start">
          Request changes
        </Button>
      </form>
    </div>
  );
}
