// Creates two one-time InstaCollect payment links in the sandbox: one to a published bill, and a
// direct link that lands the customer on their bill. Java 17 or later: `java Main.java`.
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class Main {
    static final String BASE = "http://localhost:4000/sandbox";

    // The sandbox's published credentials. Production's are issued at onboarding.
    static final String[] HEADERS = {
        "x-api-user", "sandbox-api-user",
        "x-api-password", "sandbox-api-password",
        "content-type", "application/json",
    };

    static final HttpClient CLIENT = HttpClient.newHttpClient();

    /**
     * Creates a link, then prints the step, its HTTP status and the link; stops unless the status
     * is 200. A link session carries no statusCode, so the HTTP status is the outcome.
     */
    static void createLink(String step, String path, String body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(BASE + path))
            .headers(HEADERS)
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
        HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
        Matcher link = Pattern.compile("\"link\"\\s*:\\s*\"([^\"]*)\"").matcher(response.body());
        System.out.println(step + " " + response.statusCode() + (link.find() ? " " + link.group(1) : ""));
        if (response.statusCode() != 200) {
            System.err.println(response.body());
            System.exit(1);
        }
    }

    public static void main(String[] args) throws Exception {
        createLink("bill-link", "/bill-link", """
            {"billId": "SBX-BILL-POWER", "mobileNumber": "9876543210"}""");

        // Category, biller and customer params together land the customer on the bill itself.
        createLink("direct-link", "/direct-link", """
            {"mobileNumber": "9876543210", "categoryName": "Electricity", "billerId": "BILLER000001",
             "customerParams": [{"name": "Consumer Number", "value": "1234567890"}]}""");
    }
}
