"""Encrypts and decrypts FASTag notification payloads (transactionsEncrypted).

AES-128 in CBC mode with PKCS5 padding under a hex key; a random 16-byte IV is prepended to the
ciphertext and the result is base64 encoded. Python's standard library has no AES, so this uses
the `cryptography` package (Debian: python3-cryptography; pip: cryptography).

Usage: FASTAG_KEY=<32 hex chars> python3 payload_cipher.py decrypt <base64>
       FASTAG_KEY=<32 hex chars> python3 payload_cipher.py encrypt <json>
"""
import base64
import os
import sys

from cryptography.hazmat.primitives import padding
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

IV_LENGTH = 16


def parse_key(hex_key: str) -> bytes:
    key = bytes.fromhex(hex_key)
    if len(key) != 16:
        raise ValueError("The key must be 32 hex characters (AES-128).")
    return key


def encrypt(plaintext: str, hex_key: str, iv: bytes = b"") -> str:
    iv = iv or os.urandom(IV_LENGTH)  # a fresh random IV for every payload
    padder = padding.PKCS7(128).padder()  # PKCS7 on 16-byte blocks is PKCS5
    padded = padder.update(plaintext.encode("utf-8")) + padder.finalize()
    encryptor = Cipher(algorithms.AES(parse_key(hex_key)), modes.CBC(iv)).encryptor()
    ciphertext = encryptor.update(padded) + encryptor.finalize()
    return base64.b64encode(iv + ciphertext).decode("ascii")


def decrypt(value: str, hex_key: str) -> str:
    data = base64.b64decode(value, validate=True)
    iv, ciphertext = data[:IV_LENGTH], data[IV_LENGTH:]
    decryptor = Cipher(algorithms.AES(parse_key(hex_key)), modes.CBC(iv)).decryptor()
    padded = decryptor.update(ciphertext) + decryptor.finalize()
    unpadder = padding.PKCS7(128).unpadder()
    return (unpadder.update(padded) + unpadder.finalize()).decode("utf-8")


def main() -> None:
    if len(sys.argv) != 3 or sys.argv[1] not in ("encrypt", "decrypt") or not os.environ.get("FASTAG_KEY"):
        sys.exit("Usage: FASTAG_KEY=<32 hex chars> python3 payload_cipher.py encrypt|decrypt <text>")
    command, text, hex_key = sys.argv[1], sys.argv[2], os.environ["FASTAG_KEY"]
    if command == "encrypt":
        # FASTAG_IV fixes the IV, only to reproduce a test vector; real payloads use a random one.
        print(encrypt(text, hex_key, bytes.fromhex(os.environ.get("FASTAG_IV", ""))))
    else:
        print(decrypt(text, hex_key))


if __name__ == "__main__":
    main()
