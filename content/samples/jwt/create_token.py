"""Creates the HS256 token that signs a request, using only Python's standard library.

Usage: JWT_AUDIENCE=<scheme id> JWT_SECRET=<secret> python3 create_token.py
"""
import base64
import hashlib
import hmac
import json
import os
import sys
import time
import uuid


def base64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def encode_json(value: dict) -> str:
    return base64url(json.dumps(value, separators=(",", ":")).encode("utf-8"))


def create_token(audience: str, secret: str, issued_at_ms: int) -> str:
    header = {"alg": "HS256", "typ": "JWT"}
    # iat is in milliseconds, not the usual JWT seconds; jti must be new for every request.
    claims = {"aud": audience, "iat": issued_at_ms, "jti": str(uuid.uuid4())}
    signing_input = encode_json(header) + "." + encode_json(claims)
    signature = hmac.new(secret.encode("utf-8"), signing_input.encode("ascii"), hashlib.sha256).digest()
    return signing_input + "." + base64url(signature)


def main() -> None:
    audience = os.environ.get("JWT_AUDIENCE")
    secret = os.environ.get("JWT_SECRET")
    if not audience or not secret:
        sys.exit("Set JWT_AUDIENCE (your scheme id) and JWT_SECRET.")
    # JWT_IAT_MS overrides the issue time, only to test how a receiver treats an old token.
    issued_at_ms = int(os.environ.get("JWT_IAT_MS") or time.time_ns() // 1_000_000)
    print(create_token(audience, secret, issued_at_ms))


if __name__ == "__main__":
    main()
