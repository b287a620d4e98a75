// Encrypts and decrypts FASTag notification payloads (transactionsEncrypted) with javax.crypto.
// AES-128 in CBC mode with PKCS5 padding under a hex key; a random 16-byte IV is prepended to the
// ciphertext and the result is base64 encoded.
// Usage: FASTAG_KEY=<32 hex chars> java PayloadCipher.java decrypt <base64>
//        FASTAG_KEY=<32 hex chars> java PayloadCipher.java encrypt <json>

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class PayloadCipher {
    private static final int IV_LENGTH = 16;
    private static final String TRANSFORMATION = "AES/CBC/PKCS5Padding";

    private static SecretKeySpec parseKey(String hexKey) {
        byte[] key = HexFormat.of().parseHex(hexKey);
        if (key.length != 16) throw new IllegalArgumentException("The key must be 32 hex characters (AES-128).");
        return new SecretKeySpec(key, "AES");
    }

    public static String encrypt(String plaintext, String hexKey, byte[] iv) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, parseKey(hexKey), new IvParameterSpec(iv));
        byte[] ciphertext = cipher.doFinal(plaintext.getBytes(StandardCharsets.UTF_8));
        byte[] combined = Arrays.copyOf(iv, IV_LENGTH + ciphertext.length);
        System.arraycopy(ciphertext, 0, combined, IV_LENGTH, ciphertext.length);
        return Base64.getEncoder().encodeToString(combined);
    }

    public static String encrypt(String plaintext, String hexKey) throws GeneralSecurityException {
        byte[] iv = new byte[IV_LENGTH];
        new SecureRandom().nextBytes(iv); // a fresh random IV for every payload
        return encrypt(plaintext, hexKey, iv);
    }

    public static String decrypt(String value, String hexKey) throws GeneralSecurityException {
        byte[] data = Base64.getDecoder().decode(value);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.DECRYPT_MODE, parseKey(hexKey), new IvParameterSpec(data, 0, IV_LENGTH));
        byte[] plaintext = cipher.doFinal(data, IV_LENGTH, data.length - IV_LENGTH);
        return new String(plaintext, StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws GeneralSecurityException {
        String hexKey = System.getenv("FASTAG_KEY");
        if (args.length != 2 || !args[0].matches("encrypt|decrypt") || hexKey == null || hexKey.isEmpty()) {
            System.err.println("Usage: FASTAG_KEY=<32 hex chars> java PayloadCipher.java encrypt|decrypt <text>");
            System.exit(1);
        }
        // FASTAG_IV fixes the IV, only to reproduce a test vector; real payloads use a random one.
        String fixedIv = System.getenv("FASTAG_IV");
        if (args[0].equals("decrypt")) {
            System.out.println(decrypt(args[1], hexKey));
        } else if (fixedIv != null && !fixedIv.isEmpty()) {
            System.out.println(encrypt(args[1], hexKey, HexFormat.of().parseHex(fixedIv)));
        } else {
            System.out.println(encrypt(args[1], hexKey));
        }
    }
}
