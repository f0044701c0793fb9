import "react";

// Invoker commands (HTML `command` / `commandfor`): buttons that open and
// close dialogs without JavaScript. React passes them through; its types lag.
declare module "react" {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?:
      "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
