// Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.
// Java 17 or later: `java Main.java`.
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Main {
    static final String BASE = "http://localhost:4000/sandbox";

    // The sandbox's published credentials. Production's are issued at onboarding.
    static final String STATUS_CREDENTIALS = """
        {"clientID": "sandbox-client", "secret": "sandbox-secret"}""";
    static final String REPORTS_CREDENTIALS = """
        {"email": "reports@sandbox.example.com", "password": "sandbox-password", "otp": "123456", "grant_type": "password"}""";

    static final HttpClient CLIENT = HttpClient.newHttpClient();

    static HttpResponse<String> post(String path, String body, String token) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(BASE + path))
            .header("content-type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) request.header("authorization", "Bearer " + token);
        return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The first string or number named `name` in a JSON answer: enough for the fields read here. */
    static String field(String json, String name) {
        Matcher match = Pattern.compile("\"" + name + "\"\\s*:\\s*(?:\"([^\"]*)\"|(-?[0-9.]+))").matcher(json);
        if (!match.find()) return null;
        return match.group(1) != null ? match.group(1) : match.group(2);
    }

    static String check(String step, HttpResponse<String> response) {
        return check(step, response, null);
    }

    /**
     * Prints the step and its HTTP status (and a detail, if given); stops unless it is 200. On
     * success these APIs carry no statusCode, so the HTTP status is the outcome.
     */
    static String check(String step, HttpResponse<String> response, String detail) {
        System.out.println(step + " " + response.statusCode() + (detail == null ? "" : " " + detail));
        if (response.statusCode() != 200) {
            System.err.println(response.body());
            System.exit(1);
        }
        return response.body();
    }

    static String token(String step, String credentials) throws Exception {
        String answer = check(step, post("/api/auth/token", credentials, null));
        String token = field(answer, "token");
        // Wrong credentials are answered 200 with expiresIn 0 and no token.
        if (token == null) {
            System.err.println("no token: " + answer);
            System.exit(1);
        }
        return token;
    }

    public static void main(String[] args) throws Exception {
        String statusToken = token("status-token", STATUS_CREDENTIALS);
        HttpResponse<String> transaction = post("/api/transaction/status", """
            {"txnReferenceId": "BBPS0000000000000001"}""", statusToken);
        check("transaction-status", transaction, field(transaction.body(), "status"));

        String reportsToken = token("reports-token", REPORTS_CREDENTIALS);
        // The published records were paid in November 2026.
        String filters = """
            {"filters": {"bbpsBillerID": "BILLER0000001", "txnStartDate": "2026-11-01", "txnEndDate": "2026-11-30"}}""";
        String page = check("reports", post("/api/reports?limit=3", filters, reportsToken));

        String cursor = field(page, "nextCursor");
        if (cursor != null) {
            String next = "/api/reports?limit=3&cursor=" + URLEncoder.encode(cursor, StandardCharsets.UTF_8);
            check("reports-next-page", post(next, filters, reportsToken));
        }
    }
}
