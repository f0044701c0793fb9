import { useEffect, useRef, useState } from "react";

/**
 * Calls `run` with the latest value once per animation frame (pointer moves
 * come faster than frames); `cancel` drops a value still waiting.
 */
export function useFrameThrottle<T>(run: (value: T) => void) {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  // Made once, so effects that use it do not start again on every render.
  const [throttle] = useState(() => {
    let frame: number | null = null;
    let latest: T | null = null;
    return {
      schedule(value: T) {
        latest = value;
        frame ??= requestAnimationFrame(() => {
          frame = null;
          if (latest !== null) runRef.current(latest);
        });
      },
      cancel() {
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
      },
    };
  });
  useEffect(() => throttle.cancel, [throttle]);
  return throttle;
}
