/**
 * Where the print file's proof picture is written, beside the print file
 * (print-task.ts writes it in the sandbox; jobs.ts keeps it).
 */
export const printProofPath = (printFilePath: string) => `${printFilePath}.proof.png`;
