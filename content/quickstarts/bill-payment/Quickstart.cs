// Pays a bill in the sandbox from end to end, then raises a complaint about the payment.
// Mono: `mcs -r:System.Net.Http Quickstart.cs && mono Quickstart.exe`.
using System;
using System.Globalization;
using System.Net.Http;
using System.Text;
using System.Text.RegularExpressions;
using System.Threading;

class Quickstart
{
    const string Base = "http://localhost:4000/sandbox/api/bills/uat";

    static readonly HttpClient Client = new HttpClient();

    static string Post(string operation, string json)
    {
        var content = new StringContent(json, Encoding.UTF8, "application/json");
        var response = Client.PostAsync(Base + "/" + operation, content).Result;
        return response.Content.ReadAsStringAsync().Result;
    }

    /// <summary>The first string or number named <paramref name="name"/> in a JSON answer: enough for the fields read here.</summary>
    static string Field(string json, string name)
    {
        var match = Regex.Match(json, "\"" + name + "\"\\s*:\\s*(?:\"([^\"]*)\"|(-?[0-9.]+))");
        if (!match.Success) return null;
        return match.Groups[1].Success ? match.Groups[1].Value : match.Groups[2].Value;
    }

    /// <summary>Prints the step and its statusCode (and a detail, if given); stops unless it is success.</summary>
    static void Check(string step, string answer, string detail = null)
    {
        var code = Field(answer, "statusCode");
        Console.WriteLine(step + " " + code + (detail == null ? "" : " " + detail));
        if (code != "success")
        {
            Console.Error.WriteLine(answer);
            Environment.Exit(1);
        }
    }

    static void Main()
    {
        // The sandbox's published credentials. Production's header names and values are issued at onboarding.
        Client.DefaultRequestHeaders.Add("channel-id", "SANDBOX-CHANNEL");
        Client.DefaultRequestHeaders.Add("body-channel-id", "SANDBOX-BODY-CHANNEL");
        Client.DefaultRequestHeaders.Add("client-id", "sandbox-client-id");
        Client.DefaultRequestHeaders.Add("client-secret", "sandbox-client-secret");
        Client.DefaultRequestHeaders.Add("encryption-key", "sandbox-encryption-key");
        Client.DefaultRequestHeaders.Add("salt-key", "sandbox-salt-key");
        Client.DefaultRequestHeaders.Add("channel-password", "sandbox-channel-password");

        // The values put into these bodies are codes and ids without quotes, so the JSON stays valid.
        var categories = Post("biller-categories", "{}");
        Check("biller-categories", categories);
        var categoryCode = Field(categories, "categoryCode");

        var billers = Post("biller-list", $@"{{""categoryCode"": ""{categoryCode}""}}");
        Check("biller-list", billers);
        var billerId = Field(billers, "billerId");

        // Channel INT (internet banking) needs the device's ip and mac.
        var registration = Post("bill-fetch-request", $@"{{
            ""billerId"": ""{billerId}"",
            ""categoryCode"": ""{categoryCode}"",
            ""customerParams"": [{{""name"": ""Consumer Number"", ""value"": ""1234567890""}}],
            ""mobileNumber"": ""9876543210"",
            ""agent"": {{""id"": ""AGENT0000001"", ""channel"": ""INT"", ""ip"": ""203.0.113.10"", ""mac"": ""00-1B-44-11-3A-B7""}}
        }}");
        Check("bill-fetch-request", registration);

        var fetched = Post("get-fetched-bill", $@"{{""context"": ""{Field(registration, "context")}""}}");
        Check("get-fetched-bill", fetched);

        // A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
        var referenceId = "QS" + DateTime.UtcNow.Ticks;
        var payment = Post("make-payment", $@"{{
            ""amount"": {Field(fetched, "amount")},
            ""context"": ""{Field(fetched, "context")}"",
            ""referenceId"": ""{referenceId}"",
            ""remittanceDetails"": {{""accountNumber"": ""1234567890123456"", ""accountHolderName"": ""Asha Rao""}},
            ""txnMode"": ""ACCOUNT TRANSFER""
        }}");
        Check("make-payment", payment);

        // The sandbox executes a payment about five seconds after it is made.
        string answer = null, status = null;
        for (var attempt = 0; attempt < 30; attempt++)
        {
            answer = Post("get-payment-status", $@"{{""context"": ""{Field(payment, "context")}""}}");
            status = Field(answer, "status");
            if (status != "Execution Awaited") break;
            Thread.Sleep(1000);
        }
        Check("get-payment-status", answer, status);

        // Complaints are dated in IST (UTC+05:30), whatever this machine's time zone.
        var txnDate = DateTime.UtcNow.AddMinutes(330).ToString("yyyy-MM-dd", CultureInfo.InvariantCulture);
        var complaint = Post("raise-complaint", $@"{{
            ""txnId"": ""{Field(answer, "txnId")}"",
            ""txnDate"": ""{txnDate}"",
            ""issueType"": ""Transaction successful, account not updated"",
            ""description"": ""The payment went through but the bill still shows as due.""
        }}");
        Check("raise-complaint", complaint);

        var complaintStatus = Post("complaint-status", $@"{{""referenceId"": ""{Field(complaint, "referenceId")}""}}");
        Check("complaint-status", complaintStatus, Field(complaintStatus, "status"));
    }
}
