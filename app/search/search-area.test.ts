import { describe, expect, it } from "vitest";
import { navigation } from "../../content/site";
import { areaOfGroup, searchArea } from "./search-area";

describe("searchArea", () => {
  it("files each page under its sidebar group's area", () => {
    expect(searchArea(navigation(), "/bbps/settlementNotifications")).toBe("BBPS BOU");
    expect(searchArea(navigation(), "/cou/api")).toBe("BBPS COU");
    expect(searchArea(navigation(), "/fastag/guide")).toBe("FASTag");
  });

  it("gathers the FASTag product pages under FASTag", () => {
    expect(searchArea(navigation(), "/product/corporate")).toBe("FASTag");
    expect(areaOfGroup("FASTag products")).toBe("FASTag");
  });

  it("leaves pages outside the sidebar without an area", () => {
    expect(searchArea(navigation(), "/")).toBeUndefined();
    expect(searchArea(navigation(), "/search")).toBeUndefined();
  });
});
