// Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.
// Mono: `mcs -r:System.Net.Http Quickstart.cs && mono Quickstart.exe`.
using System;
using System.Net.Http;
using System.Text;
using System.Text.RegularExpressions;
using System.Threading;

class Quickstart
{
    const string Base = "http://localhost:4000/sandbox/api/mock";

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

    /// <summary>Prints the step and its statusCode (and a detail, if given); stops unless it is the expected one.</summary>
    static void Check(string step, string answer, string expected, string detail = null)
    {
        var code = Field(answer, "statusCode");
        Console.WriteLine(step + " " + code + (detail == null ? "" : " " + detail));
        if (code != expected)
        {
            Console.Error.WriteLine(answer);
            Environment.Exit(1);
        }
    }

    /// <summary>Asks again every half second until the answer is success, or gives up after ten seconds.</summary>
    static string Poll(string operation, string json)
    {
        string answer = null;
        for (var attempt = 0; attempt < 20; attempt++)
        {
            answer = Post(operation, json);
            if (Field(answer, "statusCode") == "success") break;
            Thread.Sleep(500);
        }
        return answer;
    }

    static void Main()
    {
        // The sandbox's published header values. Production's are issued at onboarding, and `BANK`
        // in each name stands for the bank's short name.
        Client.DefaultRequestHeaders.Add("BANK-CHANNEL-ID", "SBX-FASTAG-CHANNEL");
        Client.DefaultRequestHeaders.Add("BANK-CLIENT-ID", "sbx-fastag-client");
        Client.DefaultRequestHeaders.Add("BANK-CLIENT-SECRET", "sbx-fastag-client-secret");
        Client.DefaultRequestHeaders.Add("BANK-ENCRYPTION-KEY", "176bf25bca5babda32a35dc4b7e0a86f");
        Client.DefaultRequestHeaders.Add("BANK-SALT-KEY", "sbx-fastag-salt");
        Client.DefaultRequestHeaders.Add("BANK-MERCHANT-ID", "SBXMERCHANT01");
        Client.DefaultRequestHeaders.Add("BANK-POS-NUMBER", "SBXPOS0001");
        Client.DefaultRequestHeaders.Add("BANK-AGENT-ID", "SBXAGENT0001");
        Client.DefaultRequestHeaders.Add("BANK-PRODUCT-ID", "SBXFASTAG");
        // The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and
        // 10 s) sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
        Client.DefaultRequestHeaders.Add("x-sandbox-time-scale", "60");

        // A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
        var unique = (DateTime.UtcNow.Ticks % 1000000000).ToString("D9");
        var mobile = "9" + unique;
        var vehicleNumber = "KA01QS" + unique;

        // The values put into these bodies are codes and ids without quotes, so the JSON stays valid.

        // Dedupe first: not-found means the customer and the vehicle are new to the bank.
        var lookup = $@"{{
            ""customer"": {{""firstName"": ""Kavya"", ""lastName"": ""Iyer"", ""mobile"": ""{mobile}"", ""dob"": ""1992-04-18""}},
            ""vehicleNumber"": ""{vehicleNumber}""
        }}";
        Check("dedupe", Post("dedupe", lookup), "not-found");

        // Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does
        // not know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the
        // code production answers for one is issued during onboarding.
        var vehicleQuery = $@"{{""vehicleNumber"": ""{vehicleNumber}""}}";
        Check("vehicle-status", Post("vehicle-status", vehicleQuery), "SANDBOX_FASTAG_VEHICLE_NOT_FOUND");

        // Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
        var otp = Post("generate-otp", $@"{{""mobile"": ""{mobile}""}}");
        Check("generate-otp", otp, "success");

        // The sandbox sends every customer the OTP 4321.
        var validation = Post("validate-otp", $@"{{""otpReferenceId"": ""{Field(otp, "otpReferenceId")}"", ""otp"": ""4321""}}");
        Check("validate-otp", validation, "success");

        // Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
        var creation = Post("wallet-creation", $@"{{
            ""kycType"": ""MIN"",
            ""customer"": {{""firstName"": ""Kavya"", ""lastName"": ""Iyer"", ""mobile"": ""{mobile}"", ""dob"": ""1992-04-18"",
                          ""gender"": ""F"", ""email"": ""kavya.iyer@example.in""}},
            ""wallet"": {{""addToExisting"": false, ""id"": """"}},
            ""document"": {{""type"": ""PAN"", ""number"": ""ABCDE1234F""}},
            ""address"": {{""line"": ""1 Residency Road"", ""city"": ""Bengaluru"", ""state"": ""Karnataka"", ""pinCode"": ""560025""}},
            ""tagDetails"": {{""toBeShippedByBank"": true, ""sequence"": """"}},
            ""vehicle"": {{""number"": ""{vehicleNumber}"", ""class"": ""4"", ""isCommercial"": false}},
            ""cost"": {{""depositAmount"": ""200.00"", ""issuanceAmount"": ""84.75"", ""taxAmount"": ""15.25"", ""topupAmount"": ""200""}}
        }}");
        Check("wallet-creation", creation, "success");

        // Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
        var status = Poll("wallet-status", lookup);
        var walletId = Field(status, "walletId");
        Check("wallet-status", status, "success", walletId);

        // The new tag as the bank and the NPCI mapper now see the vehicle.
        var vehicle = Post("vehicle-status", vehicleQuery);
        Check("vehicle-status", vehicle, "vehicle-found", Field(vehicle, "bankStatus") + "/" + Field(vehicle, "npciMapperStatus"));

        var referenceId = "QSRCH" + unique;
        var recharge = Post("recharge", $@"{{""walletId"": ""{walletId}"", ""referenceId"": ""{referenceId}"", ""amount"": ""100""}}");
        Check("recharge", recharge, "submitted");
        var rechargeStatus = Poll("recharge-status", $@"{{""walletId"": ""{walletId}"", ""referenceId"": ""{referenceId}""}}");
        Check("recharge-status", rechargeStatus, "success");

        // The balance call's only documented statusCode is 000.
        var balance = Post("wallet-balance", $@"{{""walletId"": ""{walletId}""}}");
        Check("wallet-balance", balance, "000", Field(balance, "balance"));
    }
}
