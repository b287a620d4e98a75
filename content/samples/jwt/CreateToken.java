// Creates the HS256 token that signs a request, using only the Java 17 standard library.
// Usage: JWT_AUDIENCE=<scheme id> JWT_SECRET=<secret> java CreateToken.java

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.UUID;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class CreateToken {
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private static String base64Url(String text) {
        return BASE64URL.encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    // A JSON string literal; the claims are three scalars, so no JSON library is needed.
    private static String jsonString(String value) {
        StringBuilder json = new StringBuilder("\"");
        for (char c : value.toCharArray()) {
            if (c == '"' || c == '\\') json.append('\\').append(c);
            else if (c < ' ') json.append(String.format("\\u%04x", (int) c));
            else json.append(c);
        }
        return json.append('"').toString();
    }

    public static String create(String audience, String secret, long issuedAtMs)
            throws GeneralSecurityException {
        String header = "{\"alg\":\"HS256\",\"typ\":\"JWT\"}";
        // iat is in milliseconds, not the usual JWT seconds; jti must be new for every request.
        String claims = "{\"aud\":" + jsonString(audience)
                + ",\"iat\":" + issuedAtMs
                + ",\"jti\":" + jsonString(UUID.randomUUID().toString()) + "}";
        String signingInput = base64Url(header) + "." + base64Url(claims);
        Mac hmac = Mac.getInstance("HmacSHA256");
        hmac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        byte[] signature = hmac.doFinal(signingInput.getBytes(StandardCharsets.US_ASCII));
        return signingInput + "." + BASE64URL.encodeToString(signature);
    }

    public static void main(String[] args) throws GeneralSecurityException {
        String audience = System.getenv("JWT_AUDIENCE");
        String secret = System.getenv("JWT_SECRET");
        if (audience == null || audience.isEmpty() || secret == null || secret.isEmpty()) {
            System.err.println("Set JWT_AUDIENCE (your scheme id) and JWT_SECRET.");
            System.exit(1);
        }
        // JWT_IAT_MS overrides the issue time, only to test how a receiver treats an old token.
        String issuedAtOverride = System.getenv("JWT_IAT_MS");
        long issuedAtMs = issuedAtOverride == null || issuedAtOverride.isEmpty()
                ? System.currentTimeMillis()
                : Long.parseLong(issuedAtOverride);
        System.out.println(create(audience, secret, issuedAtMs));
    }
}
