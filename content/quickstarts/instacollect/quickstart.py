"""Creates two one-time InstaCollect payment links in the sandbox.

One goes to a published bill; a direct link lands the customer on their bill.
Python 3 with requests: `python3 quickstart.py`.
"""
import sys

import requests

BASE = "http://localhost:4000/sandbox"

# The sandbox's published credentials. Production's are issued at onboarding.
HEADERS = {"x-api-user": "sandbox-api-user", "x-api-password": "sandbox-api-password"}


def create_link(step, path, body):
    """Creates a link, then prints the step, its HTTP status and the link; stops unless the status is 200.

    A link session carries no statusCode, so the HTTP status is the outcome.
    """
    response = requests.post(f"{BASE}{path}", json=body, headers=HEADERS, timeout=30)
    answer = response.json()
    print(" ".join(str(part) for part in (step, response.status_code, answer.get("link")) if part))
    if response.status_code != 200:
        sys.exit(f"{step} failed: {answer}")
    return answer


create_link("bill-link", "/bill-link", {"billId": "SBX-BILL-POWER", "mobileNumber": "9876543210"})

# Category, biller and customer params together land the customer on the bill itself.
create_link(
    "direct-link",
    "/direct-link",
    {
        "mobileNumber": "9876543210",
        "categoryName": "Electricity",
        "billerId": "BILLER000001",
        "customerParams": [{"name": "Consumer Number", "value": "1234567890"}],
    },
)
