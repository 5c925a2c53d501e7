import type { FastifySchemaValidationError } from "fastify";
import type { Language } from "../../../domain/language.ts";
import { AppError } from "../../plugins/errors.ts";

/**
 * This module's error texts in both languages: the outcome route answers in the caller's
 * language (issue 10), since a mother told "invalid input" in a language she does not read
 * cannot fix anything. Keys are the messages the contract's schemas raise.
 */
const MESSAGES = {
  invalid: {
    en: "This value is not accepted.",
    hi: "यह वैल्यू स्वीकार नहीं की जा सकती।",
  },
  "errors.bodyInvalid": {
    en: "Please send a JSON object with only ended, outcome and birthDate.",
    hi: 'कृपया सिर्फ़ "ended", "outcome" और "birthDate" वाला JSON ऑब्जेक्ट भेजें।',
  },
  "errors.endedInvalid": {
    en: "ended must be true or false.",
    hi: '"ended" की वैल्यू "true" या "false" ही हो सकती है।',
  },
  "errors.outcomeInvalid": {
    en: 'outcome must be "born" or "loss".',
    hi: '"outcome" की वैल्यू "born" या "loss" ही हो सकती है।',
  },
  "errors.birthDateInvalid": {
    en: "Please give the birth date as a real date, YYYY-MM-DD.",
    hi: "कृपया जन्म की तारीख़ सही तारीख़ के रूप में, YYYY-MM-DD में दें।",
  },
  "errors.birthDateRequired": {
    en: "Please tell us the date your baby was born.",
    hi: "कृपया बताएँ कि आपके बच्चे का जन्म किस तारीख़ को हुआ।",
  },
  "errors.birthDateOnlyWhenBorn": {
    en: 'A birth date goes only with outcome "born".',
    hi: 'जन्म की तारीख़ सिर्फ़ "outcome": "born" के साथ भेजी जा सकती है।',
  },
  "errors.undoTakesNoOutcome": {
    en: "To undo, send only ended: false.",
    hi: 'वापस बदलने के लिए सिर्फ़ "ended" को "false" करके भेजें।',
  },
  "errors.birthDateOutOfRange": {
    en: "The birth date can't be in the future or more than a year ago.",
    hi: "जन्म की तारीख़ आज के बाद की या एक साल से ज़्यादा पुरानी नहीं हो सकती।",
  },
  noPregnancy: {
    en: "There is no pregnancy to update. Please set your week first.",
    hi: "अपडेट करने के लिए कोई प्रेग्नेंसी नहीं मिली। कृपया पहले अपना हफ़्ता चुनें।",
  },
} as const satisfies Record<string, Record<Language, string>>;
type MessageKey = keyof typeof MESSAGES;

export function message(key: string | undefined, language: Language): string {
  const known = key !== undefined && key in MESSAGES ? (key as MessageKey) : "invalid";
  return MESSAGES[known][language];
}

/** A 400 naming one field, worded in the caller's language. */
export function fieldError(field: string, key: MessageKey, language: Language): AppError {
  const text = message(key, language);
  return new AppError(400, "VALIDATION_FAILED", text, { [field]: text });
}

/**
 * A schema validation failure, reworded: every field gets its message in `language`, and
 * the top-level message is the first of them. Unknown keys are named as fields.
 */
export function localizedValidationError(
  error: { validation?: FastifySchemaValidationError[] },
  language: Language,
): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const unknown = issue.params.keys;
    const names = Array.isArray(unknown) ? unknown.map(String) : [path || "body"];
    for (const name of names) fields[name] ??= message(issue.message, language);
  }
  const first = Object.values(fields)[0] ?? message("invalid", language);
  return new AppError(400, "VALIDATION_FAILED", first, fields);
}
