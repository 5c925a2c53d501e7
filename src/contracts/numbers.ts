import { z } from "zod";

/**
 * A whole number as a person or a form sends it: a JSON number, or a string of decimal
 * digits ("12"). Never what JavaScript would also turn into one: true, [12], "0x0c", "1e1",
 * " 12", "" (issue 11).
 */
export const wholeNumber = (message: string) =>
  z.union(
    [
      z.number(message).int(message),
      z
        .string(message)
        .regex(/^\d{1,6}$/, message)
        .transform(Number),
    ],
    message,
  );

/** A whole number in a URL's path: decimal digits only. */
export const pathNumber = (message?: string) =>
  z
    .string(message)
    .regex(/^\d{1,6}$/, message)
    .transform(Number);
