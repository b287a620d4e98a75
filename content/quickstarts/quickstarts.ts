/**
 * The quickstarts: for each API the sandbox serves, one complete program per language that runs
 * the documented flow from end to end, passing each answer's context, token or id to the next
 * call, and prints one line per step: the step's name, its code and, for some steps, what it
 * returned. The programs sit beside this file (`<id>/<file>`); the page imports them as text and
 * a test runs every one against a served sandbox. Each program writes the sandbox's origin as
 * `http://localhost:4000` once: the build writes its origin there, and the server the one it serves.
 */

export const quickstartLanguages = [
  { id: "curl", label: "cURL", file: "quickstart.sh", run: "bash quickstart.sh", needs: "curl and jq" },
  {
    id: "javascript",
    label: "JavaScript",
    file: "quickstart.mjs",
    run: "node quickstart.mjs",
    needs: "Node 20",
  },
  {
    id: "python",
    label: "Python",
    file: "quickstart.py",
    run: "python3 quickstart.py",
    needs: "Python 3 and requests",
  },
  { id: "java", label: "Java", file: "Main.java", run: "java Main.java", needs: "Java 17" },
  {
    id: "csharp",
    label: "C#",
    file: "Quickstart.cs",
    run: "mcs -r:System.Net.Http Quickstart.cs && mono Quickstart.exe",
    needs: "Mono (or any C# 7 compiler) with System.Net.Http",
  },
  {
    id: "php",
    label: "PHP",
    file: "quickstart.php",
    run: "composer require guzzlehttp/guzzle && php quickstart.php",
    needs: "PHP 8 and Guzzle 7",
  },
  { id: "go", label: "Go", file: "main.go", run: "go run main.go", needs: "Go 1.19" },
] as const;

export type QuickstartLanguageId = (typeof quickstartLanguages)[number]["id"];

export type QuickstartStep = {
  /** The name the program prints first on the step's line: the operation's path, or a name for it. */
  name: string;
  /** The code the line shows when the step went as documented. */
  code: string;
  /** What the line shows after the code, if anything. */
  detail?: string;
};

export type Quickstart = {
  id: "bill-payment" | "provider" | "instacollect" | "fastag";
  /** The OpenAPI document, `content/specs/<spec>.yaml`, whose flow the programs run. */
  spec: "cou" | "provider" | "instacollect" | "fastag";
  title: string;
  description: string;
  /** Where each line's code comes from: the answer's `statusCode`, or the HTTP status for APIs without one. */
  code: "statusCode" | "httpStatus";
  steps: readonly QuickstartStep[];
  /** Each language's program, as a path below `content/quickstarts/`. */
  files: Readonly<Record<QuickstartLanguageId, string>>;
};

const filesOf = (id: Quickstart["id"]) =>
  Object.fromEntries(
    quickstartLanguages.map(({ id: language, file }) => [language, `${id}/${file}`]),
  ) as Record<QuickstartLanguageId, string>;

const succeeding = (...names: string[]) => names.map((name) => ({ name, code: "success" }));

export const quickstarts: readonly Quickstart[] = [
  {
    id: "bill-payment",
    spec: "cou",
    title: "Pay a bill",
    description:
      "Lists the biller categories and the billers of the first one, registers a bill fetch for a published customer, gets the fetched bill and pays its amount with a referenceId made for the run, polls the payment's status until it leaves Execution Awaited (about five seconds in the sandbox), then raises a complaint about the transaction and reads the complaint's status. Each call sends the context, transaction id or reference the answer before it returned.",
    code: "statusCode",
    steps: [
      ...succeeding(
        "biller-categories",
        "biller-list",
        "bill-fetch-request",
        "get-fetched-bill",
        "make-payment",
      ),
      { name: "get-payment-status", code: "success", detail: "the payment's status" },
      { name: "raise-complaint", code: "success" },
      { name: "complaint-status", code: "success", detail: "the complaint's status" },
    ],
    files: filesOf("bill-payment"),
  },
  {
    id: "provider",
    spec: "provider",
    title: "Check a transaction and read reports",
    description:
      "Gets a transaction status token with the published clientID and secret and reads the status of a published transaction, then gets a reports token with the published email, password, OTP and grant type and reads a biller's published records three at a time, following metadata.nextCursor to the next page. A successful answer of these APIs carries no statusCode, so each line shows the HTTP status.",
    code: "httpStatus",
    steps: [
      { name: "status-token", code: "200" },
      { name: "transaction-status", code: "200", detail: "the payment's status" },
      { name: "reports-token", code: "200" },
      { name: "reports", code: "200" },
      { name: "reports-next-page", code: "200" },
    ],
    files: filesOf("provider"),
  },
  {
    id: "instacollect",
    spec: "instacollect",
    title: "Create payment links",
    description:
      "Creates a one-time link to a published bill, and a direct link whose category, biller and customer parameters land the customer on their bill, and prints both links: open one to pay on the hosted payment page. A link session carries no statusCode, so each line shows the HTTP status.",
    code: "httpStatus",
    steps: [
      { name: "bill-link", code: "200", detail: "the link" },
      { name: "direct-link", code: "200", detail: "the link" },
    ],
    files: filesOf("instacollect"),
  },
  {
    id: "fastag",
    spec: "fastag",
    title: "Issue a FASTag wallet and recharge it",
    description:
      "Issues a wallet in the documented order: dedupe finds the customer and vehicle new, vehicle status finds the vehicle unknown to the bank, minimum KYC generates an OTP and validates it with the published OTP, then wallet creation with a tag the bank ships and the wallet status polled until the wallet exists. Vehicle status then shows the new tag; the program recharges the wallet, polls the recharge status and reads the balance. The mobile number, vehicle and recharge reference are new on every run, and the sandbox's x-sandbox-time-scale header runs the creation and the recharge sixty times faster.",
    code: "statusCode",
    steps: [
      { name: "dedupe", code: "not-found" },
      // The sandbox's own code for a vehicle the bank does not know; production's is issued during onboarding.
      { name: "vehicle-status", code: "SANDBOX_FASTAG_VEHICLE_NOT_FOUND" },
      ...succeeding("generate-otp", "validate-otp"),
      { name: "wallet-creation", code: "success" },
      { name: "wallet-status", code: "success", detail: "the new wallet's id" },
      { name: "vehicle-status", code: "vehicle-found", detail: "bankStatus/npciMapperStatus" },
      { name: "recharge", code: "submitted" },
      { name: "recharge-status", code: "success" },
      { name: "wallet-balance", code: "000", detail: "the usable balance" },
    ],
    files: filesOf("fastag"),
  },
];
