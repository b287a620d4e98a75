// Encrypts and decrypts FASTag notification payloads (transactionsEncrypted) with
// System.Security.Cryptography (builds with the .NET SDK or with Mono's mcs).
// AES-128 in CBC mode with PKCS5 padding under a hex key; a random 16-byte IV is prepended to the
// ciphertext and the result is base64 encoded.
// Usage: FASTAG_KEY=<32 hex chars> mono PayloadCipher.exe decrypt <base64>
//        FASTAG_KEY=<32 hex chars> mono PayloadCipher.exe encrypt <json>
using System;
using System.Security.Cryptography;
using System.Text;

public static class PayloadCipher
{
    const int IvLength = 16;

    static byte[] ParseHex(string hex)
    {
        if (hex.Length % 2 != 0) throw new FormatException("Hex text needs an even number of characters.");
        var bytes = new byte[hex.Length / 2];
        for (int i = 0; i < bytes.Length; i++) bytes[i] = Convert.ToByte(hex.Substring(i * 2, 2), 16);
        return bytes;
    }

    static Aes CreateAes(string hexKey)
    {
        byte[] key = ParseHex(hexKey);
        if (key.Length != 16) throw new ArgumentException("The key must be 32 hex characters (AES-128).");
        Aes aes = Aes.Create();
        aes.Mode = CipherMode.CBC;
        aes.Padding = PaddingMode.PKCS7; // PKCS7 on 16-byte blocks is PKCS5
        aes.Key = key;
        return aes;
    }

    public static string Encrypt(string plaintext, string hexKey, byte[] iv)
    {
        using (Aes aes = CreateAes(hexKey))
        using (ICryptoTransform encryptor = aes.CreateEncryptor(aes.Key, iv))
        {
            byte[] data = Encoding.UTF8.GetBytes(plaintext);
            byte[] ciphertext = encryptor.TransformFinalBlock(data, 0, data.Length);
            var combined = new byte[IvLength + ciphertext.Length];
            Buffer.BlockCopy(iv, 0, combined, 0, IvLength);
            Buffer.BlockCopy(ciphertext, 0, combined, IvLength, ciphertext.Length);
            return Convert.ToBase64String(combined);
        }
    }

    public static string Encrypt(string plaintext, string hexKey)
    {
        var iv = new byte[IvLength];
        using (var random = RandomNumberGenerator.Create()) random.GetBytes(iv); // fresh for every payload
        return Encrypt(plaintext, hexKey, iv);
    }

    public static string Decrypt(string value, string hexKey)
    {
        byte[] data = Convert.FromBase64String(value);
        var iv = new byte[IvLength];
        Buffer.BlockCopy(data, 0, iv, 0, IvLength);
        using (Aes aes = CreateAes(hexKey))
        using (ICryptoTransform decryptor = aes.CreateDecryptor(aes.Key, iv))
        {
            byte[] plaintext = decryptor.TransformFinalBlock(data, IvLength, data.Length - IvLength);
            return Encoding.UTF8.GetString(plaintext);
        }
    }

    public static int Main(string[] args)
    {
        string hexKey = Environment.GetEnvironmentVariable("FASTAG_KEY");
        if (args.Length != 2 || (args[0] != "encrypt" && args[0] != "decrypt") || string.IsNullOrEmpty(hexKey))
        {
            Console.Error.WriteLine("Usage: FASTAG_KEY=<32 hex chars> mono PayloadCipher.exe encrypt|decrypt <text>");
            return 1;
        }
        // FASTAG_IV fixes the IV, only to reproduce a test vector; real payloads use a random one.
        string fixedIv = Environment.GetEnvironmentVariable("FASTAG_IV");
        if (args[0] == "decrypt") Console.WriteLine(Decrypt(args[1], hexKey));
        else if (!string.IsNullOrEmpty(fixedIv)) Console.WriteLine(Encrypt(args[1], hexKey, ParseHex(fixedIv)));
        else Console.WriteLine(Encrypt(args[1], hexKey));
        return 0;
    }
}
