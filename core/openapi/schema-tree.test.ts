import { describe, expect, it } from "vitest";
import type { OpenApiDocument } from "./openapi";
import { SchemaTreeBuilder } from "./schema-tree";

const document = {
  openapi: "3.1.0",
  info: { title: "Bills", version: "1" },
  paths: {},
  components: {
    schemas: {
      BillDate: { type: "string", description: "A date, yyyy-MM-dd." },
      Bill: {
        type: "object",
        properties: {
          billDate: { $ref: "#/components/schemas/BillDate", description: "When the bill was issued." },
          dueDate: { $ref: "#/components/schemas/BillDate" },
        },
      },
    },
  },
} as unknown as OpenApiDocument;

describe("a body's fields", () => {
  it("say what a field beside a $ref describes, and the referenced schema's words where it says nothing", () => {
    const view = new SchemaTreeBuilder(document, (markdown) => markdown).view(
      { $ref: "#/components/schemas/Bill" },
      "bill",
    );
    expect(view?.fields.map(({ name, descriptionHtml }) => [name, descriptionHtml])).toEqual([
      ["billDate", "When the bill was issued."],
      ["dueDate", "A date, yyyy-MM-dd."],
    ]);
  });
});
