/** Units of time as people write them after a number, in English, Hinglish and Hindi. */
export const WEEK_WORD = "(?:weeks?|wks?|wk|w|hafte|hafta|haftey|hapte|hfte|हफ्ते|हफ्ता|हफ्तो|सप्ताह)";
export const MONTH_WORD =
  "(?:months?|mnths?|mos?(?![a-z])|mahine|mahina|mahiney|mhine|महीने|महीना|महिने|महिना)";
export const DAY_WORD = "(?:days?|din|दिन)";
export const HOUR_WORD = "(?:hours?|hrs?|ghante|घंटे)";
