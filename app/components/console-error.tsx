import { useEffect } from "react";

/** Writes one message to the browser console once the page has loaded; renders nothing. */
export function ConsoleError({ message }: { message: string }) {
  useEffect(() => console.error(message), [message]);
  return null;
}
