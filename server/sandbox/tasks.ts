/*
 * The work that runs inside the sandbox as a Node task (child.ts loads the
 * module by name before its limits are set). Each module exports
 * `run(input)`, whose input and answer are plain JSON. What a task loads
 * later (a library it needs only for some files) counts against its budget.
 */
export const taskModules = {
  "inspect-image": () => import("../uploads/image-check.ts"),
  "inspect-pdf": () => import("../uploads/pdf-check.ts"),
  "print-file": () => import("../production/print-task.ts"),
  "read-template": () => import("../templates/read-task.ts"),
};

export type TaskName = keyof typeof taskModules;
type TaskModule<Name extends TaskName> = Awaited<ReturnType<(typeof taskModules)[Name]>>;
export type TaskInput<Name extends TaskName> = Parameters<TaskModule<Name>["run"]>[0];
export type TaskResult<Name extends TaskName> = Awaited<ReturnType<TaskModule<Name>["run"]>>;

export const isTaskName = (name: string | undefined): name is TaskName =>
  name !== undefined && Object.hasOwn(taskModules, name);
