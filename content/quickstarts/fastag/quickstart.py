"""Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.

Python 3 with requests: `python3 quickstart.py`.
"""
import sys
import time

import requests

BASE = "http://localhost:4000/sandbox/api/mock"

# The sandbox's published header values. Production's are issued at onboarding, and `BANK` in each
# name stands for the bank's short name.
HEADERS = {
    "BANK-CHANNEL-ID": "SBX-FASTAG-CHANNEL",
    "BANK-CLIENT-ID": "sbx-fastag-client",
    "BANK-CLIENT-SECRET": "sbx-fastag-client-secret",
    "BANK-ENCRYPTION-KEY": "176bf25bca5babda32a35dc4b7e0a86f",
    "BANK-SALT-KEY": "sbx-fastag-salt",
    "BANK-MERCHANT-ID": "SBXMERCHANT01",
    "BANK-POS-NUMBER": "SBXPOS0001",
    "BANK-AGENT-ID": "SBXAGENT0001",
    "BANK-PRODUCT-ID": "SBXFASTAG",
    # The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and 10 s)
    # sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
    "x-sandbox-time-scale": "60",
}


def post(operation, body):
    return requests.post(f"{BASE}/{operation}", json=body, headers=HEADERS, timeout=30).json()


def check(step, answer, expected, detail=None):
    """Prints the step and its statusCode (and a detail, if given); stops unless it is the expected one."""
    print(" ".join(part for part in (step, answer.get("statusCode"), detail) if part))
    if answer.get("statusCode") != expected:
        sys.exit(f"{step} failed: {answer}")
    return answer.get("data", {})


def poll(operation, body):
    """Asks again every half second until the answer is success, or gives up after ten seconds."""
    for _ in range(20):
        answer = post(operation, body)
        if answer.get("statusCode") == "success":
            break
        time.sleep(0.5)
    return answer


# A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
unique = str(time.time_ns())[-9:]
customer = {"firstName": "Kavya", "lastName": "Iyer", "mobile": f"9{unique}", "dob": "1992-04-18"}
vehicle_number = f"KA01QS{unique}"

# Dedupe first: not-found means the customer and the vehicle are new to the bank.
lookup = {"customer": customer, "vehicleNumber": vehicle_number}
check("dedupe", post("dedupe", lookup), "not-found")

# Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does not
# know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the code
# production answers for one is issued during onboarding.
check("vehicle-status", post("vehicle-status", {"vehicleNumber": vehicle_number}), "SANDBOX_FASTAG_VEHICLE_NOT_FOUND")

# Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
otp = check("generate-otp", post("generate-otp", {"mobile": customer["mobile"]}), "success")
# The sandbox sends every customer the OTP 4321.
check("validate-otp", post("validate-otp", {"otpReferenceId": otp["otpReferenceId"], "otp": "4321"}), "success")

# Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
creation = post(
    "wallet-creation",
    {
        "kycType": "MIN",
        "customer": {**customer, "gender": "F", "email": "kavya.iyer@example.in"},
        "wallet": {"addToExisting": False, "id": ""},
        "document": {"type": "PAN", "number": "ABCDE1234F"},
        "address": {"line": "1 Residency Road", "city": "Bengaluru", "state": "Karnataka", "pinCode": "560025"},
        "tagDetails": {"toBeShippedByBank": True, "sequence": ""},
        "vehicle": {"number": vehicle_number, "class": "4", "isCommercial": False},
        "cost": {"depositAmount": "200.00", "issuanceAmount": "84.75", "taxAmount": "15.25", "topupAmount": "200"},
    },
)
check("wallet-creation", creation, "success")

# Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
status = poll("wallet-status", lookup)
wallet_id = check("wallet-status", status, "success", status.get("data", {}).get("walletId"))["walletId"]

# The new tag as the bank and the NPCI mapper now see the vehicle.
vehicle = post("vehicle-status", {"vehicleNumber": vehicle_number})
tag = vehicle.get("data", {})
check("vehicle-status", vehicle, "vehicle-found", f"{tag.get('bankStatus')}/{tag.get('npciMapperStatus')}")

recharge = {"walletId": wallet_id, "referenceId": f"QSRCH{unique}"}
check("recharge", post("recharge", {**recharge, "amount": "100"}), "submitted")
check("recharge-status", poll("recharge-status", recharge), "success")

# The balance call's only documented statusCode is 000.
balance = post("wallet-balance", {"walletId": wallet_id})
check("wallet-balance", balance, "000", balance.get("data", {}).get("balance"))
