import * as Toast from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useCallback, useMemo, useState } from "react";

export type NotificationTone = "success" | "error";

interface Notification {
  id: number;
  tone: NotificationTone;
  message: string;
}

let nextId = 0;

/**
 * Notifications ("toasts") in place of `window.alert`: announced to screen
 * readers (Radix Toast's live region), dismissable by keyboard, swipe or the
 * close button, paused while hovered or focused, and drawn in the system's
 * light or dark theme. Render `element` once; call `notify` to show one.
 */
export function useNotifications() {
  const [shown, setShown] = useState<Notification[]>([]);
  const notify = useCallback((tone: NotificationTone, message: string) => {
    nextId += 1;
    // A success settles what went wrong before it; otherwise the last three stay.
    setShown((current) => [
      ...(tone === "success" ? [] : current.slice(-2)),
      { id: nextId, tone, message },
    ]);
  }, []);
  const dismiss = useCallback(
    (id: number) => setShown((current) => current.filter((item) => item.id !== id)),
    [],
  );

  // Memoized: the form holding it re-renders on every drag step, and a
  // re-rendered Toast.Provider costs a frame's worth of work for nothing.
  const element = useMemo(
    () => (
      <Toast.Provider swipeDirection="up" duration={7000} label="Notification">
        {shown.map((item) => (
          <Toast.Root
            key={item.id}
            // An error interrupts; a confirmation waits its turn.
            type={item.tone === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            className={clsx(
              "flex items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:transition-opacity",
              "data-[state=closed]:opacity-0 data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]",
              item.tone === "success"
                ? "border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50"
                : "border-red-300 bg-red-50 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50",
            )}
          >
            {item.tone === "success" ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            )}
            <Toast.Description className="flex-1 font-medium">{item.message}</Toast.Description>
            <Toast.Close
              aria-label="Dismiss"
              className="focus-visible:outline-brand-600 rounded p-0.5 hover:bg-black/10 focus-visible:outline-3 dark:hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className="fixed inset-x-0 top-4 z-50 mx-auto flex w-[min(28rem,calc(100%-2rem))] flex-col gap-2 outline-none" />
      </Toast.Provider>
    ),
    [shown, dismiss],
  );

  return { notify, element };
}
