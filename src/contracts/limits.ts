/**
 * Plain numbers the web app needs without the schemas around them: importing a schema file
 * brings zod into the page's JavaScript (issue 12), these do not.
 */
export const CHAT_MAX_LENGTH = 2000;
export const MEDICATION_NAME_MAX_LENGTH = 200;
/** 000 §9: the upload limit, also the server's limit on the decoded image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Her note on a test she marked done (/tests). */
export const TEST_NOTE_MAX_LENGTH = 500;
