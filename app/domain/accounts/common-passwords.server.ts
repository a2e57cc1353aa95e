import list from "./common-passwords.txt?raw";

let common: Set<string> | undefined;

/** Whether a (lower-cased) password is on the shipped list of common passwords. */
export function isCommonPassword(lowerCasePassword: string): boolean {
  common ??= new Set(list.split("\n").filter((line) => line && !line.startsWith("#")));
  return common.has(lowerCasePassword);
}
