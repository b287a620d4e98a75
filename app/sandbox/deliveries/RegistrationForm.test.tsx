import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deliveriesSectionModel, eventsDocumentedOn } from "./delivery-facts";
import { authOf, RegistrationForm } from "./RegistrationForm";

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
    expect(authOf("none", "x", "y")).toEqual({ type: "none" });
    expect(authOf("basic", "user", "pass")).toEqual({ type: "basic", username: "user", password: "pass" });
    expect(authOf("jwt", "SCHEME01", "secret")).toEqual({
      type: "jwt",
      audience: "SCHEME01",
      secret: "secret",
    });
    expect(authOf("jwt stale", "SCHEME01", "secret")).toMatchObject({ rehearse: "stale" });
  });

  it("is explained on the notification pages, with the sandbox's rehearsal option", () => {
    const model = deliveriesSectionModel(eventsDocumentedOn("/bbps/paymentNotifications"));
    expect(model?.registration?.auth).toMatch(/`auth\.rehearse`.*`stale`.*`wrong-audience`.*`bad-signature`/);
  });
});
