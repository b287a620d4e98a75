import type { OpenApiDocument } from "./openapi";

/** A small document using every feature the reference renders. */
export const fixtureDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Bills", version: "1.0", summary: "Pay bills.", description: "Intro with **bold**." },
  servers: [{ url: "/api/bills/{env}", variables: { env: { default: "uat", enum: ["uat", "prod"] } } }],
  tags: [
    { name: "Billers", description: "Find billers." },
    { name: "Payments", description: "Pay." },
  ],
  paths: {
    "/make-payment": {
      post: {
        operationId: "makePayment",
        summary: "Make a payment",
        tags: ["Payments"],
        parameters: [{ $ref: "#/components/parameters/ClientId" } as never],
        requestBody: {
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Payment" },
              examples: { card: { summary: "By card", value: { amount: 100, agent: { channel: "INT" } } } },
            },
          },
        },
        responses: {
          default: {
            description: "Outcome in the body.",
            content: {
              "application/json": {
                schema: {
                  allOf: [
                    { $ref: "#/components/schemas/Envelope" },
                    {
                      type: "object",
                      properties: {
                        data: { type: "object", properties: { sourceRefNum: { type: "string" } } },
                      },
                    },
                  ],
                },
                examples: {
                  ok: { summary: "Paid", value: { statusCode: "success", data: { sourceRefNum: "X1" } } },
                },
              },
            },
          },
        },
      },
    },
    "/biller-categories": {
      get: { operationId: "listCategories", summary: "List categories", tags: ["Billers"], responses: {} },
    },
  },
  webhooks: {
    paymentEvent: {
      post: {
        operationId: "paymentEvent",
        summary: "Payment event",
        requestBody: {
          content: {
            "application/json": { schema: { type: "object", properties: { orderId: { type: "string" } } } },
          },
        },
        responses: { "200": { description: "Acknowledged." } },
      },
    },
  },
  components: {
    parameters: {
      ClientId: {
        name: "client-id",
        in: "header",
        required: true,
        description: "Issued at onboarding.",
        schema: { type: "string" },
      },
    },
    schemas: {
      Envelope: {
        type: "object",
        required: ["statusCode"],
        properties: { statusCode: { type: "string", description: "`success` on success." } },
      },
      Payment: {
        type: "object",
        required: ["amount", "agent"],
        properties: {
          amount: { type: "integer", minimum: 100, description: "Amount." },
          accountNumber: { type: "string", minLength: 16, maxLength: 16, pattern: "^\\d{16}$" },
          agent: { $ref: "#/components/schemas/Agent" },
          mode: {
            oneOf: [
              { title: "Card", type: "object", properties: { cardExpiry: { type: "string" } } },
              { title: "Account", type: "object", properties: { ifsc: { type: "string" } } },
            ],
          },
        },
      },
      Agent: {
        type: "object",
        properties: {
          channel: { type: "string", enum: ["INT", "MOB"] },
          parent: { $ref: "#/components/schemas/Agent" },
        },
      },
    },
  },
  "x-error-groups": [
    { name: "Payment", operations: ["makePayment"], codes: [{ code: "AM05", meaning: "Duplication." }] },
  ],
  "x-tables": [
    {
      id: "agent-fields",
      title: "Agent fields",
      columns: ["Channel", "Fields"],
      rows: [["MOB", "app, imei, os"]],
    },
  ],
  "x-notes": [{ title: "Spelling", body: "The table says `MOBB`." }],
  "x-sequences": [
    {
      id: "chain",
      title: "Context chain",
      participants: ["Partner", "Bill API"],
      steps: [{ from: "Partner", to: "Bill API", message: "bill-fetch-request" }],
    },
  ],
};
