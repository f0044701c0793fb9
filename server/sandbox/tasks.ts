/*
 * The work that runs inside the sandbox as a Node task (child.ts loads the
 * module by name). Each module exports `run(input)`, whose input and answer
 * are plain JSON, and may export `prepare()`, which loads what the task
 * needs (a library's lazy parts) before its limits are set, so the limit
 * counts only what the file makes it take.
 */
export const taskModules = {
  "inspect-image": () => import("../uploads/image-check.ts"),
  "inspect-pdf": () => import("../uploads/pdf-check.ts"),
  "print-file": () => import("../production/print-task.ts"),
};

export type TaskName = keyof typeof taskModules;
type TaskModule<Name extends TaskName> = Awaited<ReturnType<(typeof taskModules)[Name]>>;
export type TaskInput<Name extends TaskName> = Parameters<TaskModule<Name>["run"]>[0];
export type TaskResult<Name extends TaskName> = Awaited<ReturnType<TaskModule<Name>["run"]>>;

export const isTaskName = (name: string | undefined): name is TaskName =>
  name !== undefined && Object.hasOwn(taskModules, name);
