import { describe, expect, it } from "vitest";
import {
  isStopped,
  nextIndex,
  previousIndex,
  shouldAutoplay,
  toggledChoice,
  wrapIndex,
  type PlayInputs,
} from "./carousel-state.ts";

describe("slide index", () => {
  it("steps forward and wraps from the last slide to the first", () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it("steps back and wraps from the first slide to the last", () => {
    expect(previousIndex(2, 5)).toBe(1);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it("folds any integer into range and survives an empty carousel", () => {
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("autoplay decision", () => {
  const idle: PlayInputs = { choice: "auto", reducedMotion: false, hovered: false, focused: false };

  it("plays by default", () => {
    expect(shouldAutoplay(idle)).toBe(true);
    expect(isStopped(idle)).toBe(false);
  });

  it("pauses while hovered or focused, without counting as stopped", () => {
    expect(shouldAutoplay({ ...idle, hovered: true })).toBe(false);
    expect(shouldAutoplay({ ...idle, focused: true })).toBe(false);
    const hoveredInputs: PlayInputs = { ...idle, hovered: true };
    expect(isStopped(hoveredInputs)).toBe(false);
  });

  it("stays paused after hover ends when the visitor pressed Pause", () => {
    expect(shouldAutoplay({ ...idle, choice: "paused" })).toBe(false);
    expect(isStopped({ ...idle, choice: "paused" })).toBe(true);
  });

  it("never starts on its own under reduced motion", () => {
    const reduced = { ...idle, reducedMotion: true };
    expect(shouldAutoplay(reduced)).toBe(false);
    expect(isStopped(reduced)).toBe(true);
    // An explicit Play is the visitor's own request and is honoured.
    expect(shouldAutoplay({ ...reduced, choice: "playing" })).toBe(true);
  });

  it("toggles between stopped and playing", () => {
    expect(toggledChoice(idle)).toBe("paused");
    expect(toggledChoice({ ...idle, choice: "paused" })).toBe("playing");
    expect(toggledChoice({ ...idle, reducedMotion: true })).toBe("playing");
    expect(toggledChoice({ ...idle, reducedMotion: true, choice: "playing" })).toBe("paused");
  });
});
