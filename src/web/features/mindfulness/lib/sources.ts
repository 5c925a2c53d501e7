/**
 * Where the page's advice comes from (CONTENT.md "Sources of standing"). Titles stay as the
 * publishers wrote them; the texts themselves are in our own words in the locale files.
 */
export interface Source {
  title: string;
  publisher: string;
  url: string;
}

export const REVIEWED = "2026-11-27";

const NHS_SLEEP: Source = {
  title: "Tiredness and sleep problems in pregnancy",
  publisher: "NHS",
  url: "https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/tiredness/",
};
const NHS_MENTAL: Source = {
  title: "Mental health in pregnancy",
  publisher: "NHS",
  url: "https://www.nhs.uk/pregnancy/keeping-well/mental-health/",
};
const ACOG_EXERCISE: Source = {
  title:
    "Physical Activity and Exercise During Pregnancy and the Postpartum Period (Committee Opinion 804)",
  publisher: "ACOG",
  url: "https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2020/04/physical-activity-and-exercise-during-pregnancy-and-the-postpartum-period",
};
const ACOG_DEPRESSION: Source = {
  title: "Depression During Pregnancy",
  publisher: "ACOG",
  url: "https://www.acog.org/womens-health/faqs/depression-during-pregnancy",
};
const WHO_STRESS: Source = {
  title: "Doing What Matters in Times of Stress: an illustrated guide",
  publisher: "WHO",
  url: "https://www.who.int/publications/i/item/9789240003927",
};
const WHO_PERINATAL: Source = {
  title: "Guide for integration of perinatal mental health in maternal and child health services",
  publisher: "WHO",
  url: "https://www.who.int/publications/i/item/9789240057142",
};
const TELE_MANAS: Source = {
  title: "Tele-MANAS: national tele mental health programme (14416)",
  publisher: "Ministry of Health and Family Welfare, Government of India",
  url: "https://telemanas.mohfw.gov.in/",
};
const LIFELINE: Source = {
  title: "988 Suicide & Crisis Lifeline",
  publisher: "988 Lifeline (USA)",
  url: "https://988lifeline.org/",
};

export const SOURCES = {
  /** Breathing, relaxation, body scan: positions and calming practice. */
  practice: [ACOG_EXERCISE, NHS_SLEEP, WHO_STRESS],
  sleep: [NHS_SLEEP, ACOG_EXERCISE],
  anxiety: [NHS_MENTAL, ACOG_DEPRESSION, WHO_STRESS, TELE_MANAS, LIFELINE],
  selfCheck: [ACOG_DEPRESSION, NHS_MENTAL, WHO_PERINATAL, TELE_MANAS, LIFELINE],
} satisfies Record<string, Source[]>;

/** Crisis lines shown when EPDS item 10 is anything but "Never" (CONTENT.md numbers). */
export const CRISIS_LINES = {
  india: [
    { number: "14416", key: "teleManas" },
    { number: "112", key: "emergency112" },
    { number: "108", key: "ambulance108" },
  ],
  usa: [
    { number: "988", key: "lifeline988" },
    { number: "911", key: "emergency911" },
  ],
} as const;
