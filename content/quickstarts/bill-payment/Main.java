// Pays a bill in the sandbox from end to end, then raises a complaint about the payment.
// Java 17 or later: `java Main.java`.
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Main {
    static final String BASE = "http://localhost:4000/sandbox/api/bills/uat";

    // The sandbox's published credentials. Production's header names and values are issued at onboarding.
    static final String[] HEADERS = {
        "channel-id", "SANDBOX-CHANNEL",
        "body-channel-id", "SANDBOX-BODY-CHANNEL",
        "client-id", "sandbox-client-id",
        "client-secret", "sandbox-client-secret",
        "encryption-key", "sandbox-encryption-key",
        "salt-key", "sandbox-salt-key",
        "channel-password", "sandbox-channel-password",
        "content-type", "application/json",
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

    static void check(String step, String answer) {
        check(step, answer, null);
    }

    /** Prints the step and its statusCode (and a detail, if given); stops unless it is success. */
    static void check(String step, String answer, String detail) {
        String code = field(answer, "statusCode");
        System.out.println(step + " " + code + (detail == null ? "" : " " + detail));
        if (!"success".equals(code)) {
            System.err.println(answer);
            System.exit(1);
        }
    }

    public static void main(String[] args) throws Exception {
        // The values formatted into these bodies are codes and ids without quotes, so the JSON stays valid.
        String categories = post("biller-categories", "{}");
        check("biller-categories", categories);
        String categoryCode = field(categories, "categoryCode");

        String billers = post("biller-list", """
            {"categoryCode": "%s"}""".formatted(categoryCode));
        check("biller-list", billers);
        String billerId = field(billers, "billerId");

        // Channel INT (internet banking) needs the device's ip and mac.
        String registration = post("bill-fetch-request", """
            {"billerId": "%s", "categoryCode": "%s",
             "customerParams": [{"name": "Consumer Number", "value": "1234567890"}],
             "mobileNumber": "9876543210",
             "agent": {"id": "AGENT0000001", "channel": "INT", "ip": "203.0.113.10", "mac": "00-1B-44-11-3A-B7"}}
            """.formatted(billerId, categoryCode));
        check("bill-fetch-request", registration);

        String fetched = post("get-fetched-bill", """
            {"context": "%s"}""".formatted(field(registration, "context")));
        check("get-fetched-bill", fetched);

        // A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
        String referenceId = "QS" + System.currentTimeMillis() + ThreadLocalRandom.current().nextInt(1000);
        String payment = post("make-payment", """
            {"amount": %s, "context": "%s", "referenceId": "%s",
             "remittanceDetails": {"accountNumber": "1234567890123456", "accountHolderName": "Asha Rao"},
             "txnMode": "ACCOUNT TRANSFER"}
            """.formatted(field(fetched, "amount"), field(fetched, "context"), referenceId));
        check("make-payment", payment);

        // The sandbox executes a payment about five seconds after it is made.
        String answer = null;
        String status = null;
        for (int attempt = 0; attempt < 30; attempt++) {
            answer = post("get-payment-status", """
                {"context": "%s"}""".formatted(field(payment, "context")));
            status = field(answer, "status");
            if (!"Execution Awaited".equals(status)) break;
            Thread.sleep(1000);
        }
        check("get-payment-status", answer, status);

        // Complaints are dated in IST, whatever this machine's time zone.
        String complaint = post("raise-complaint", """
            {"txnId": "%s", "txnDate": "%s",
             "issueType": "Transaction successful, account not updated",
             "description": "The payment went through but the bill still shows as due."}
            """.formatted(field(answer, "txnId"), LocalDate.now(ZoneId.of("Asia/Kolkata"))));
        check("raise-complaint", complaint);

        String complaintStatus = post("complaint-status", """
            {"referenceId": "%s"}""".formatted(field(complaint, "referenceId")));
        check("complaint-status", complaintStatus, field(complaintStatus, "status"));
    }
}
