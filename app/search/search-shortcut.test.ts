import { describe, expect, it } from "vitest";
import { isSearchShortcut, isTypingTarget } from "./search-shortcut";

const key = (key: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...extra,
});
const element = (tagName: string, extra: object = {}) => ({ tagName, ...extra }) as unknown as EventTarget;

describe("isSearchShortcut", () => {
  it("opens on Ctrl-K and Cmd-K, even in a field", () => {
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true, target: element("INPUT") }))).toBe(true);
  });

  it("opens on / except while typing in a field", () => {
    expect(isSearchShortcut(key("/", { target: element("A") }))).toBe(true);
    expect(isSearchShortcut(key("/", { target: element("INPUT", { type: "text" }) }))).toBe(false);
    expect(isSearchShortcut(key("/", { target: element("TEXTAREA") }))).toBe(false);
    expect(isSearchShortcut(key("/", { target: element("DIV", { isContentEditable: true }) }))).toBe(false);
    expect(isSearchShortcut(key("/", { target: element("INPUT", { type: "checkbox" }) }))).toBe(true);
  });

  it("ignores other keys, Alt combinations and text being composed", () => {
    expect(isSearchShortcut(key("k"))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key("/", { isComposing: true }))).toBe(false);
    expect(isSearchShortcut(key("/", { ctrlKey: true }))).toBe(false);
  });
});

describe("isTypingTarget", () => {
  it("treats select boxes as fields and links as not", () => {
    expect(isTypingTarget(element("SELECT"))).toBe(true);
    expect(isTypingTarget(element("A"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it("treats an input without a type as a text field", () => {
    expect(isTypingTarget(element("INPUT"))).toBe(true);
    expect(isTypingTarget(element("INPUT", { type: "search" }))).toBe(true);
    expect(isTypingTarget(element("INPUT", { type: "radio" }))).toBe(false);
  });
});
