// Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.
// Java 17 or later: `java Main.java`.
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Main {
    static final String BASE = "http://localhost:4000/sandbox/api/mock";

    // The sandbox's published header values. Production's are issued at onboarding, and `BANK` in
    // each name stands for the bank's short name.
    static final String[] HEADERS = {
        "BANK-CHANNEL-ID", "SBX-FASTAG-CHANNEL",
        "BANK-CLIENT-ID", "sbx-fastag-client",
        "BANK-CLIENT-SECRET", "sbx-fastag-client-secret",
        "BANK-ENCRYPTION-KEY", "176bf25bca5babda32a35dc4b7e0a86f",
        "BANK-SALT-KEY", "sbx-fastag-salt",
        "BANK-MERCHANT-ID", "SBXMERCHANT01",
        "BANK-POS-NUMBER", "SBXPOS0001",
        "BANK-AGENT-ID", "SBXAGENT0001",
        "BANK-PRODUCT-ID", "SBXFASTAG",
        "content-type", "application/json",
        // The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and
        // 10 s) sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
        "x-sandbox-time-scale", "60",
    };

    static final HttpClient CLIENT = HttpClient.newHttpClient();

    static String post(String operation, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(BASE + "/" + operation))
            .headers(HEADERS)
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString()).body();
    }

    /** The first string or number named `name` in a JSON answer: enough for the fields read here. */
    static String field(String json, String name) {
        Matcher match = Pattern.compile("\"" + name + "\"\\s*:\\s*(?:\"([^\"]*)\"|(-?[0-9.]+))").matcher(json);
        if (!match.find()) return null;
        return match.group(1) != null ? match.group(1) : match.group(2);
    }

    static void check(String step, String answer, String expected) {
        check(step, answer, expected, null);
    }

    /** Prints the step and its statusCode (and a detail, if given); stops unless it is the expected one. */
    static void check(String step, String answer, String expected, String detail) {
        String code = field(answer, "statusCode");
        System.out.println(step + " " + code + (detail == null ? "" : " " + detail));
        if (!expected.equals(code)) {
            System.err.println(answer);
            System.exit(1);
        }
    }

    /** Asks again every half second until the answer is success, or gives up after ten seconds. */
    static String poll(String operation, String body) throws Exception {
        String answer = null;
        for (int attempt = 0; attempt < 20; attempt++) {
            answer = post(operation, body);
            if ("success".equals(field(answer, "statusCode"))) break;
            Thread.sleep(500);
        }
        return answer;
    }

    public static void main(String[] args) throws Exception {
        // A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
        long stamp = System.currentTimeMillis() % 1_000_000 * 1000 + ThreadLocalRandom.current().nextInt(1000);
        String unique = String.format("%09d", stamp);
        String mobile = "9" + unique;
        String vehicleNumber = "KA01QS" + unique;
        // The values formatted into these bodies are codes and ids without quotes, so the JSON stays valid.
        String customer = """
            {"firstName": "Kavya", "lastName": "Iyer", "mobile": "%s", "dob": "1992-04-18"}""".formatted(mobile);

        // Dedupe first: not-found means the customer and the vehicle are new to the bank.
        String lookup = """
            {"customer": %s, "vehicleNumber": "%s"}""".formatted(customer, vehicleNumber);
        check("dedupe", post("dedupe", lookup), "not-found");

        // Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does
        // not know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the
        // code production answers for one is issued during onboarding.
        String vehicleQuery = """
            {"vehicleNumber": "%s"}""".formatted(vehicleNumber);
        check("vehicle-status", post("vehicle-status", vehicleQuery), "SANDBOX_FASTAG_VEHICLE_NOT_FOUND");

        // Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
        String otp = post("generate-otp", """
            {"mobile": "%s"}""".formatted(mobile));
        check("generate-otp", otp, "success");

        // The sandbox sends every customer the OTP 4321.
        String validation = post("validate-otp", """
            {"otpReferenceId": "%s", "otp": "4321"}""".formatted(field(otp, "otpReferenceId")));
        check("validate-otp", validation, "success");

        // Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
        String creation = post("wallet-creation", """
            {"kycType": "MIN",
             "customer": {"firstName": "Kavya", "lastName": "Iyer", "mobile": "%s", "dob": "1992-04-18",
                          "gender": "F", "email": "kavya.iyer@example.in"},
             "wallet": {"addToExisting": false, "id": ""},
             "document": {"type": "PAN", "number": "ABCDE1234F"},
             "address": {"line": "1 Residency Road", "city": "Bengaluru", "state": "Karnataka", "pinCode": "560025"},
             "tagDetails": {"toBeShippedByBank": true, "sequence": ""},
             "vehicle": {"number": "%s", "class": "4", "isCommercial": false},
             "cost": {"depositAmount": "200.00", "issuanceAmount": "84.75", "taxAmount": "15.25", "topupAmount": "200"}}
            """.formatted(mobile, vehicleNumber));
        check("wallet-creation", creation, "success");

        // Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
        String status = poll("wallet-status", lookup);
        String walletId = field(status, "walletId");
        check("wallet-status", status, "success", walletId);

        // The new tag as the bank and the NPCI mapper now see the vehicle.
        String vehicle = post("vehicle-status", vehicleQuery);
        check("vehicle-status", vehicle, "vehicle-found",
            field(vehicle, "bankStatus") + "/" + field(vehicle, "npciMapperStatus"));

        String referenceId = "QSRCH" + unique;
        String recharge = post("recharge", """
            {"walletId": "%s", "referenceId": "%s", "amount": "100"}""".formatted(walletId, referenceId));
        check("recharge", recharge, "submitted");
        String rechargeStatus = poll("recharge-status", """
            {"walletId": "%s", "referenceId": "%s"}""".formatted(walletId, referenceId));
        check("recharge-status", rechargeStatus, "success");

        // The balance call's only documented statusCode is 000.
        String balance = post("wallet-balance", """
            {"walletId": "%s"}""".formatted(walletId));
        check("wallet-balance", balance, "000", field(balance, "balance"));
    }
}
