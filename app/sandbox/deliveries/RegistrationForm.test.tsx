import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deliveriesSectionModel, eventsDocumentedOn } from "./delivery-facts";
import { authOf } from "./AuthFields";
import { AuthSummary } from "./AuthSummary";
import { RegistrationForm } from "./RegistrationForm";
import { SendDeliveryForm } from "./SendDeliveryForm";

describe("the registration form", () => {
  it("offers no authentication, Basic, the JWT and its three rehearsals", () => {
    const html = renderToString(
      <RegistrationForm
        billers={[{ billerId: "BILLER000001", name: "Example Power" }]}
        timeScale={{ min: 1, max: 1000, hint: "" }}
        onOpen={async () => null}
      />,
    );
    expect(html).toContain(">Authentication</label>");
    for (const value of ["none", "basic", "jwt", "jwt stale", "jwt wrong-audience", "jwt bad-signature"])
      expect(html).toContain(`value="${value}"`);
  });

  it("sends the auth the choice names, with the rehearsal where one is chosen", () => {
    expect(authOf({ choice: "none", name: "x", secret: "y" })).toEqual({ type: "none" });
    expect(authOf({ choice: "basic", name: "user", secret: "pass" })).toEqual({
      type: "basic",
      username: "user",
      password: "pass",
    });
    expect(authOf({ choice: "jwt", name: "SCHEME01", secret: "secret" })).toEqual({
      type: "jwt",
      audience: "SCHEME01",
      secret: "secret",
    });
    expect(authOf({ choice: "jwt stale", name: "SCHEME01", secret: "secret" })).toMatchObject({
      rehearse: "stale",
    });
  });

  it("is explained on the notification pages, with the sandbox's rehearsal option", () => {
    const model = deliveriesSectionModel(eventsDocumentedOn("/bbps/paymentNotifications"));
    expect(model?.registration?.auth).toMatch(/`auth\.rehearse`.*`stale`.*`wrong-audience`.*`bad-signature`/);
  });

  it("is offered when sending a payment or settlement notification, and for no other event", () => {
    const model = deliveriesSectionModel()!;
    for (const event of model.events) {
      const html = renderToString(
        <SendDeliveryForm
          events={[event]}
          timeScale={{ min: 1, max: 1000, hint: "" }}
          onCreated={() => undefined}
        />,
      );
      const offered = html.includes(">Authentication</label>");
      expect([event.event, offered]).toEqual([
        event.event,
        ["paymentNotification", "settlementNotification"].includes(event.event),
      ]);
    }
  });
});

describe("how attempts authenticate, as the console shows it back", () => {
  const shown = (auth: Parameters<typeof AuthSummary>[0]["auth"]) =>
    renderToString(<AuthSummary auth={auth} />).replace(/<!-- -->/g, "");

  it("says nothing for none, and names Basic's user with the password masked", () => {
    expect(shown({ type: "none" })).toBe("");
    expect(shown({ type: "basic", username: "biller-user", password: "****ng" })).toContain(
      "Basic auth as <code>biller-user</code>, password <code>****ng</code>",
    );
  });

  it("names the JWT's audience and masked secret, and a rehearsal as what the endpoint should refuse", () => {
    const good = shown({ type: "jwt", audience: "SCHEME01", secret: "****ts" });
    expect(good).toContain("<code>SCHEME01</code>, signed with <code>****ts</code>.");
    expect(good).not.toContain("refuse");
    expect(
      shown({ type: "jwt", audience: "SCHEME01", secret: "****ts", rehearse: "bad-signature" }),
    ).toContain("badly signed on purpose (<code>bad-signature</code>): your endpoint should refuse it");
  });
});
