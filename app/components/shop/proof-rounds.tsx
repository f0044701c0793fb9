import type { ReactNode } from "react";
import type { ProofRound } from "#app/domain/orders.ts";

/** What became of a round, in words; `waiting` says who is to answer. */
function proofAnswerText(round: ProofRound, waiting: string): string {
  if (round.answer === "approved") return "Approved";
  if (round.answer === "changes") return "Changes asked for";
  return round.replaced ? "Replaced by a later proof" : waiting;
}

/**
 * Every proof of an order, newest first, the same on the customer's page and
 * in the console: what was sent (pictures, documents, the message) and what
 * the customer answered. `answerForm` is put under the round still open.
 */
export function ProofRounds({
  proofs,
  formatTime,
  answerForm,
  waiting,
}: {
  proofs: readonly ProofRound[];
  formatTime: (iso: string) => ReactNode;
  answerForm?: (round: ProofRound) => ReactNode;
  /** What an open round says while it waits: "Waiting for your answer". */
  waiting: string;
}) {
  return (
    <ol className="flex flex-col gap-6">
      {[...proofs].reverse().map((round) => (
        <li
          key={round.round}
          className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
          data-testid={`proof-${round.round}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-ink font-bold">Proof {round.round}</h3>
            <p className="text-muted text-sm">Sent {formatTime(round.sentAt)}</p>
          </div>
          {round.message ? <p className="text-ink whitespace-pre-line">{round.message}</p> : null}
          <ul
            className={`grid grid-cols-1 gap-3 ${round.files.length > 1 ? "sm:grid-cols-2" : ""}`}
          >
            {round.files.map((file) => (
              // The print itself takes the whole width: it is what the customer approves.
              <li key={file.url} className={file.print ? "min-w-0 sm:col-span-2" : "min-w-0"}>
                {file.picture ? (
                  <a href={file.url} className="block">
                    <img
                      src={file.url}
                      alt={`Proof ${round.round}: ${file.label}`}
                      className="w-full rounded-lg bg-slate-100"
                      loading="lazy"
                    />
                    <span className="text-brand-700 mt-1 block text-sm font-semibold underline">
                      {file.label}
                    </span>
                  </a>
                ) : (
                  <a href={file.url} className="text-brand-700 font-semibold underline">
                    {file.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <div
            className={`rounded-lg p-3 text-sm ${round.answer === "approved" ? "bg-green-50 text-green-900" : round.answer === "changes" ? "bg-amber-50 text-amber-900" : "bg-slate-50 text-slate-800"}`}
          >
            <p className="font-semibold" data-testid={`proof-${round.round}-answer`}>
              {proofAnswerText(round, waiting)}
              {round.answeredAt ? <> · {formatTime(round.answeredAt)}</> : null}
            </p>
            {round.answeredByStaff ? (
              <p className="mt-1">{`Answered by ${round.answeredByStaff} of our staff, for the customer.`}</p>
            ) : null}
            {round.comment ? <p className="mt-1 whitespace-pre-line">{round.comment}</p> : null}
            {round.replyFile ? (
              <p className="mt-1">
                File sent with the changes:{" "}
                <a href={round.replyFile.url} className="font-semibold underline" download>
                  {round.replyFile.filename}
                </a>
              </p>
            ) : null}
          </div>
          {answerForm && round.answer === null && !round.replaced ? answerForm(round) : null}
        </li>
      ))}
    </ol>
  );
}
