import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/preact";
import { options } from "preact";
import { afterEach } from "vitest";

/**
 * Preact runs effects after the next frame, with a 100 ms timer in case no frame comes; that
 * timer calls cancelAnimationFrame, which jsdom has taken away when a test file ends within
 * those 100 ms (common on a loaded machine), and Vitest then fails the run on an uncaught
 * ReferenceError. The same schedule, asking for the frame functions only while they exist.
 */
(options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (
  callback,
) => {
  let frame: number | undefined;
  const done = () => {
    clearTimeout(timer);
    if (frame !== undefined && typeof cancelAnimationFrame === "function")
      cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timer = setTimeout(done, 100);
  if (typeof requestAnimationFrame === "function") frame = requestAnimationFrame(done);
};

afterEach(() => {
  cleanup();
  // Some web tests run in the node environment (real HTTP), where there is no storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
});
