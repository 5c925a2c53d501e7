/**
 * The readable cookie the server sets beside the (HttpOnly) session cookie. It says only "a
 * session may be here": the page asks who she is when it is present, and knows she is signed
 * out when it is not. It holds no token and nothing about her.
 */
export const SESSION_HINT_COOKIE = "saathi_signed_in";
