// Creates the HS256 token that signs a request, using only the .NET base class library
// (builds with the .NET SDK or with Mono's mcs).
// Usage: JWT_AUDIENCE=<scheme id> JWT_SECRET=<secret> mono CreateToken.exe
using System;
using System.Globalization;
using System.Security.Cryptography;
using System.Text;

public static class CreateToken
{
    static string Base64Url(byte[] data)
    {
        return Convert.ToBase64String(data).TrimEnd('=').Replace('+', '-').Replace('/', '_');
    }

    // A JSON string literal; the claims are three scalars, so no JSON library is needed.
    static string JsonString(string value)
    {
        var json = new StringBuilder("\"");
        foreach (char c in value)
        {
            if (c == '"' || c == '\\') json.Append('\\').Append(c);
            else if (c < ' ') json.AppendFormat("\\u{0:x4}", (int)c);
            else json.Append(c);
        }
        return json.Append('"').ToString();
    }

    public static string Create(string audience, string secret, long issuedAtMs)
    {
        string header = "{\"alg\":\"HS256\",\"typ\":\"JWT\"}";
        // iat is in milliseconds, not the usual JWT seconds; jti must be new for every request.
        string claims = "{\"aud\":" + JsonString(audience)
            + ",\"iat\":" + issuedAtMs.ToString(CultureInfo.InvariantCulture)
            + ",\"jti\":" + JsonString(Guid.NewGuid().ToString()) + "}";
        string signingInput = Base64Url(Encoding.UTF8.GetBytes(header)) + "."
            + Base64Url(Encoding.UTF8.GetBytes(claims));
        using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret)))
        {
            byte[] signature = hmac.ComputeHash(Encoding.ASCII.GetBytes(signingInput));
            return signingInput + "." + Base64Url(signature);
        }
    }

    public static int Main()
    {
        string audience = Environment.GetEnvironmentVariable("JWT_AUDIENCE");
        string secret = Environment.GetEnvironmentVariable("JWT_SECRET");
        if (string.IsNullOrEmpty(audience) || string.IsNullOrEmpty(secret))
        {
            Console.Error.WriteLine("Set JWT_AUDIENCE (your scheme id) and JWT_SECRET.");
            return 1;
        }
        // JWT_IAT_MS overrides the issue time, only to test how a receiver treats an old token.
        string issuedAtOverride = Environment.GetEnvironmentVariable("JWT_IAT_MS");
        long issuedAtMs = string.IsNullOrEmpty(issuedAtOverride)
            ? DateTimeOffset.UtcNow.ToUnixTimeMilliseconds()
            : long.Parse(issuedAtOverride, CultureInfo.InvariantCulture);
        Console.WriteLine(Create(audience, secret, issuedAtMs));
        return 0;
    }
}
