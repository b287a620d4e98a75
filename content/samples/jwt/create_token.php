<?php
// Creates the HS256 token that signs a request, using only PHP's standard functions.
// Usage: JWT_AUDIENCE=<scheme id> JWT_SECRET=<secret> php create_token.php

function base64url(string $data): string
{
    return rtrim(strtr(base64_encode($data), '+/', '-_'), '=');
}

function uuid4(): string
{
    $bytes = random_bytes(16);
    $bytes[6] = chr((ord($bytes[6]) & 0x0f) | 0x40); // version 4
    $bytes[8] = chr((ord($bytes[8]) & 0x3f) | 0x80); // RFC 4122 variant
    return vsprintf('%s%s-%s-%s-%s-%s%s%s', str_split(bin2hex($bytes), 4));
}

function createToken(string $audience, string $secret, int $issuedAtMs): string
{
    $header = ['alg' => 'HS256', 'typ' => 'JWT'];
    // iat is in milliseconds, not the usual JWT seconds; jti must be new for every request.
    $claims = ['aud' => $audience, 'iat' => $issuedAtMs, 'jti' => uuid4()];
    $signingInput = base64url(json_encode($header, JSON_UNESCAPED_SLASHES))
        . '.' . base64url(json_encode($claims, JSON_UNESCAPED_SLASHES));
    $signature = hash_hmac('sha256', $signingInput, $secret, true);
    return $signingInput . '.' . base64url($signature);
}

$audience = getenv('JWT_AUDIENCE');
$secret = getenv('JWT_SECRET');
if ($audience === false || $audience === '' || $secret === false || $secret === '') {
    fwrite(STDERR, "Set JWT_AUDIENCE (your scheme id) and JWT_SECRET.\n");
    exit(1);
}
// JWT_IAT_MS overrides the issue time, only to test how a receiver treats an old token.
$issuedAtOverride = getenv('JWT_IAT_MS');
$issuedAtMs = $issuedAtOverride !== false && $issuedAtOverride !== ''
    ? (int) $issuedAtOverride
    : (int) floor(microtime(true) * 1000);
echo createToken($audience, $secret, $issuedAtMs), "\n";
