"""Pays a bill in the sandbox from end to end, then raises a complaint about the payment.

Python 3 with requests: `python3 quickstart.py`.
"""
import sys
import time
from datetime import datetime, timedelta, timezone

import requests

BASE = "http://localhost:4000/sandbox/api/bills/uat"

# The sandbox's published credentials. Production's header names and values are issued at onboarding.
HEADERS = {
    "channel-id": "SANDBOX-CHANNEL",
    "body-channel-id": "SANDBOX-BODY-CHANNEL",
    "client-id": "sandbox-client-id",
    "client-secret": "sandbox-client-secret",
    "encryption-key": "sandbox-encryption-key",
    "salt-key": "sandbox-salt-key",
    "channel-password": "sandbox-channel-password",
}


def post(operation, body):
    return requests.post(f"{BASE}/{operation}", json=body, headers=HEADERS, timeout=30).json()


def check(step, answer, detail=None):
    """Prints the step and its statusCode (and a detail, if given); stops unless it is success."""
    print(" ".join(part for part in (step, answer.get("statusCode"), detail) if part))
    if answer.get("statusCode") != "success":
        sys.exit(f"{step} failed: {answer}")
    return answer["data"]


categories = check("biller-categories", post("biller-categories", {}))
category_code = categories[0]["categoryCode"]

billers = check("biller-list", post("biller-list", {"categoryCode": category_code}))
biller_id = billers[0]["billerId"]

registration = check(
    "bill-fetch-request",
    post(
        "bill-fetch-request",
        {
            "billerId": biller_id,
            "categoryCode": category_code,
            "customerParams": [{"name": "Consumer Number", "value": "1234567890"}],
            "mobileNumber": "9876543210",
            # Channel INT (internet banking) needs the device's ip and mac.
            "agent": {"id": "AGENT0000001", "channel": "INT", "ip": "203.0.113.10", "mac": "00-1B-44-11-3A-B7"},
        },
    ),
)

fetched = check("get-fetched-bill", post("get-fetched-bill", {"context": registration["context"]}))

# A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
reference_id = f"QS{time.time_ns()}"
payment = check(
    "make-payment",
    post(
        "make-payment",
        {
            "amount": fetched["bill"]["amount"],
            "context": fetched["context"],
            "referenceId": reference_id,
            "remittanceDetails": {"accountNumber": "1234567890123456", "accountHolderName": "Asha Rao"},
            "txnMode": "ACCOUNT TRANSFER",
        },
    ),
)

# The sandbox executes a payment about five seconds after it is made.
for _ in range(30):
    answer = post("get-payment-status", {"context": payment["context"]})
    status = answer.get("data", {}).get("status")
    if status != "Execution Awaited":
        break
    time.sleep(1)
paid = check("get-payment-status", answer, status)

# Complaints are dated in IST, whatever this machine's time zone.
ist = timezone(timedelta(hours=5, minutes=30))
complaint = check(
    "raise-complaint",
    post(
        "raise-complaint",
        {
            "txnId": paid["txnId"],
            "txnDate": datetime.now(ist).date().isoformat(),
            "issueType": "Transaction successful, account not updated",
            "description": "The payment went through but the bill still shows as due.",
        },
    ),
)

answer = post("complaint-status", {"referenceId": complaint["referenceId"]})
check("complaint-status", answer, answer.get("data", {}).get("status"))
