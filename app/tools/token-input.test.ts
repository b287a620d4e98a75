import { expect, it } from "vitest";
import { cleanTokenInput } from "./token-input";

it.each([
  ["a bare token", "aaa.bbb.ccc", "aaa.bbb.ccc"],
  ["a trailing line break", "aaa.bbb.ccc\n", "aaa.bbb.ccc"],
  ["an Authorization header value", "Bearer aaa.bbb.ccc", "aaa.bbb.ccc"],
  ["a quoted JSON string", ' "aaa.bbb.ccc" ', "aaa.bbb.ccc"],
])("takes the token out of %s", (_name, input, token) => {
  expect(cleanTokenInput(input)).toBe(token);
});
