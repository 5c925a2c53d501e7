/**
 * Passwords tried first by anyone guessing (the top of the public leaked-password lists,
 * and their Indian favourites): refused at sign-up and on reset, whatever their length.
 * Compared in lower case, so "Password123" is "password123".
 */
export const COMMON_PASSWORDS = new Set([
  ...["12345678", "123456789", "1234567890", "12345678910", "123123123", "11111111"],
  ...["00000000", "88888888", "87654321", "11223344", "12341234", "1q2w3e4r", "1qaz2wsx"],
  ...["password", "password1", "password12", "password123", "passw0rd", "p@ssw0rd"],
  ...["p@ssword", "qwertyuiop", "qwerty123", "qwerty12", "asdfghjkl", "zxcvbnm1"],
  ...["iloveyou", "iloveyou1", "iloveyou123", "sunshine", "princess", "football", "baseball"],
  ...["welcome1", "welcome123", "letmein1", "abcd1234", "abc12345", "abcdefgh", "admin123"],
  ...["administrator", "superman", "batman123", "starwars", "whatever", "trustno1"],
  ...["monkey123", "dragon123", "charlie1", "michael1", "jennifer", "computer", "internet"],
  ...["india123", "india@123", "bharat123", "hindustan", "jaihind123", "jaishreeram"],
  ...["jaimatadi", "omnamahshivaya", "harekrishna", "krishna123", "ganesh123", "sairam123"],
  ...["mahadev123", "hanuman123", "shivshakti", "cricket123", "sachin123", "dhoni007"],
  ...["pass@123", "admin@123", "test@123", "welcome@123", "india@1234", "mother123"],
  ...["baby1234", "mybaby123", "babygirl", "babyboy1", "mommy123", "mummy123", "pregnant"],
  ...["saathi123", "saathi@123", "changeme", "default1", "secret12", "qazwsxedc"],
]);
