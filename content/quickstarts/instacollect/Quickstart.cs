// Creates two one-time InstaCollect payment links in the sandbox: one to a published bill, and a
// direct link that lands the customer on their bill.
// Mono: `mcs -r:System.Net.Http Quickstart.cs && mono Quickstart.exe`.
using System;
using System.Net.Http;
using System.Text;
using System.Text.RegularExpressions;

class Quickstart
{
    const string Base = "http://localhost:4000/sandbox";

    static readonly HttpClient Client = new HttpClient();

    /// <summary>
    /// Creates a link, then prints the step, its HTTP status and the link; stops unless the status
    /// is 200. A link session carries no statusCode, so the HTTP status is the outcome.
    /// </summary>
    static void CreateLink(string step, string path, string json)
    {
        var content = new StringContent(json, Encoding.UTF8, "application/json");
        var response = Client.PostAsync(Base + path, content).Result;
        var body = response.Content.ReadAsStringAsync().Result;
        var status = (int)response.StatusCode;
        var link = Regex.Match(body, "\"link\"\\s*:\\s*\"([^\"]*)\"");
        Console.WriteLine(step + " " + status + (link.Success ? " " + link.Groups[1].Value : ""));
        if (status != 200)
        {
            Console.Error.WriteLine(body);
            Environment.Exit(1);
        }
    }

    static void Main()
    {
        // The sandbox's published credentials. Production's are issued at onboarding.
        Client.DefaultRequestHeaders.Add("x-api-user", "sandbox-api-user");
        Client.DefaultRequestHeaders.Add("x-api-password", "sandbox-api-password");

        CreateLink("bill-link", "/bill-link", @"{""billId"": ""SBX-BILL-POWER"", ""mobileNumber"": ""9876543210""}");

        // Category, biller and customer params together land the customer on the bill itself.
        CreateLink("direct-link", "/direct-link", @"{
            ""mobileNumber"": ""9876543210"",
            ""categoryName"": ""Electricity"",
            ""billerId"": ""BILLER000001"",
            ""customerParams"": [{""name"": ""Consumer Number"", ""value"": ""1234567890""}]
        }");
    }
}
