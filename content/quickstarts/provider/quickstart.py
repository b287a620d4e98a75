"""Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.

Python 3 with requests: `python3 quickstart.py`.
"""
import sys

import requests

BASE = "http://localhost:4000/sandbox"

# The sandbox's published credentials. Production's are issued at onboarding.
STATUS_CREDENTIALS = {"clientID": "sandbox-client", "secret": "sandbox-secret"}
REPORTS_CREDENTIALS = {
    "email": "reports@sandbox.example.com",
    "password": "sandbox-password",
    "otp": "123456",
    "grant_type": "password",
}


def post(path, body, token=None, params=None):
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return requests.post(f"{BASE}{path}", json=body, headers=headers, params=params, timeout=30)


def check(step, response, detail=None):
    """Prints the step and its HTTP status (and a detail, if given); stops unless it is 200.

    On success these APIs carry no statusCode, so the HTTP status is the outcome.
    """
    print(" ".join(str(part) for part in (step, response.status_code, detail) if part))
    if response.status_code != 200:
        sys.exit(f"{step} failed: {response.text}")
    return response.json()


def token(step, credentials):
    answer = check(step, post("/api/auth/token", credentials))
    # Wrong credentials are answered 200 with expiresIn 0 and no token.
    if not answer["data"].get("token"):
        sys.exit(f"no token: {answer}")
    return answer["data"]["token"]


status_token = token("status-token", STATUS_CREDENTIALS)
response = post("/api/transaction/status", {"txnReferenceId": "BBPS0000000000000001"}, status_token)
check("transaction-status", response, response.json().get("data", {}).get("payment", {}).get("status"))

reports_token = token("reports-token", REPORTS_CREDENTIALS)
# The published records were paid in November 2026.
filters = {"bbpsBillerID": "BILLER0000001", "txnStartDate": "2026-11-01", "txnEndDate": "2026-11-30"}
page = check("reports", post("/api/reports", {"filters": filters}, reports_token, {"limit": 3}))

cursor = page["metadata"]["nextCursor"]
if cursor:
    check("reports-next-page", post("/api/reports", {"filters": filters}, reports_token, {"limit": 3, "cursor": cursor}))
