// Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.
// Mono: `mcs -r:System.Net.Http Quickstart.cs && mono Quickstart.exe`.
using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Text.RegularExpressions;

class Quickstart
{
    const string Base = "http://localhost:4000/sandbox";

    // The sandbox's published credentials. Production's are issued at onboarding.
    const string StatusCredentials = @"{""clientID"": ""sandbox-client"", ""secret"": ""sandbox-secret""}";
    const string ReportsCredentials = @"{
        ""email"": ""reports@sandbox.example.com"",
        ""password"": ""sandbox-password"",
        ""otp"": ""123456"",
        ""grant_type"": ""password""
    }";

    static readonly HttpClient Client = new HttpClient();

    static HttpResponseMessage Post(string path, string json, string token = null)
    {
        var request = new HttpRequestMessage(HttpMethod.Post, Base + path)
        {
            Content = new StringContent(json, Encoding.UTF8, "application/json"),
        };
        if (token != null) request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", token);
        return Client.SendAsync(request).Result;
    }

    /// <summary>The first string or number named <paramref name="name"/> in a JSON answer: enough for the fields read here.</summary>
    static string Field(string json, string name)
    {
        var match = Regex.Match(json, "\"" + name + "\"\\s*:\\s*(?:\"([^\"]*)\"|(-?[0-9.]+))");
        if (!match.Success) return null;
        return match.Groups[1].Success ? match.Groups[1].Value : match.Groups[2].Value;
    }

    /// <summary>
    /// Prints the step and its HTTP status (and a detail, if given); stops unless it is 200. On
    /// success these APIs carry no statusCode, so the HTTP status is the outcome.
    /// </summary>
    static string Check(string step, HttpResponseMessage response, string detail = null)
    {
        var body = response.Content.ReadAsStringAsync().Result;
        var status = (int)response.StatusCode;
        Console.WriteLine(step + " " + status + (detail == null ? "" : " " + detail));
        if (status != 200)
        {
            Console.Error.WriteLine(body);
            Environment.Exit(1);
        }
        return body;
    }

    static string Token(string step, string credentials)
    {
        var answer = Check(step, Post("/api/auth/token", credentials));
        var token = Field(answer, "token");
        // Wrong credentials are answered 200 with expiresIn 0 and no token.
        if (token == null)
        {
            Console.Error.WriteLine("no token: " + answer);
            Environment.Exit(1);
        }
        return token;
    }

    static void Main()
    {
        var statusToken = Token("status-token", StatusCredentials);
        var transaction = Post("/api/transaction/status", @"{""txnReferenceId"": ""BBPS0000000000000001""}", statusToken);
        var body = transaction.Content.ReadAsStringAsync().Result;
        Check("transaction-status", transaction, Field(body, "status"));

        var reportsToken = Token("reports-token", ReportsCredentials);
        // The published records were paid in November 2026.
        const string filters = @"{""filters"": {""bbpsBillerID"": ""BILLER0000001"", ""txnStartDate"": ""2026-11-01"", ""txnEndDate"": ""2026-11-30""}}";
        var page = Check("reports", Post("/api/reports?limit=3", filters, reportsToken));

        var cursor = Field(page, "nextCursor");
        if (cursor != null)
        {
            var next = "/api/reports?limit=3&cursor=" + Uri.EscapeDataString(cursor);
            Check("reports-next-page", Post(next, filters, reportsToken));
        }
    }
}
