#!/usr/bin/env bash
# Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.
# Needs curl and jq.
set -euo pipefail

BASE="http://localhost:4000/sandbox/api/mock"

# The sandbox's published header values. Production's are issued at onboarding, and `BANK` in each
# name stands for the bank's short name.
HEADERS=(
  -H "BANK-CHANNEL-ID: SBX-FASTAG-CHANNEL"
  -H "BANK-CLIENT-ID: sbx-fastag-client"
  -H "BANK-CLIENT-SECRET: sbx-fastag-client-secret"
  -H "BANK-ENCRYPTION-KEY: 176bf25bca5babda32a35dc4b7e0a86f"
  -H "BANK-SALT-KEY: sbx-fastag-salt"
  -H "BANK-MERCHANT-ID: SBXMERCHANT01"
  -H "BANK-POS-NUMBER: SBXPOS0001"
  -H "BANK-AGENT-ID: SBXAGENT0001"
  -H "BANK-PRODUCT-ID: SBXFASTAG"
  -H "content-type: application/json"
  # The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and 10 s)
  # sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
  -H "x-sandbox-time-scale: 60"
)

post() { # operation, JSON body
  curl -sS -X POST "${HEADERS[@]}" --data "$2" "$BASE/$1"
}

# Prints the step and its statusCode (and a detail, if given); stops unless it is the expected one.
check() { # step, answer, expected statusCode, detail
  local code
  code=$(jq -r '.statusCode' <<<"$2")
  echo "$1 $code${4:+ $4}"
  if [ "$code" != "$3" ]; then
    echo "$2" >&2
    exit 1
  fi
}

# A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
unique=$(printf '%05d%04d' $(($(date +%s) % 100000)) $((RANDOM % 10000)))
customer=$(jq -n --arg mobile "9$unique" \
  '{firstName: "Kavya", lastName: "Iyer", mobile: $mobile, dob: "1992-04-18"}')
vehicle="KA01QS$unique"

# Dedupe first: not-found means the customer and the vehicle are new to the bank.
lookup=$(jq --arg vehicle "$vehicle" '{customer: ., vehicleNumber: $vehicle}' <<<"$customer")
answer=$(post dedupe "$lookup")
check dedupe "$answer" not-found

# Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does not
# know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the code
# production answers for one is issued during onboarding.
answer=$(post vehicle-status "$(jq '{vehicleNumber}' <<<"$lookup")")
check vehicle-status "$answer" SANDBOX_FASTAG_VEHICLE_NOT_FOUND

# Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
answer=$(post generate-otp "$(jq '{mobile}' <<<"$customer")")
check generate-otp "$answer" success

# The sandbox sends every customer the OTP 4321.
answer=$(post validate-otp "$(jq '{otpReferenceId: .data.otpReferenceId, otp: "4321"}' <<<"$answer")")
check validate-otp "$answer" success

# Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
answer=$(post wallet-creation "$(jq --arg vehicle "$vehicle" '{
  kycType: "MIN",
  customer: (. + {gender: "F", email: "kavya.iyer@example.in"}),
  wallet: {addToExisting: false, id: ""},
  document: {type: "PAN", number: "ABCDE1234F"},
  address: {line: "1 Residency Road", city: "Bengaluru", state: "Karnataka", pinCode: "560025"},
  tagDetails: {toBeShippedByBank: true, sequence: ""},
  vehicle: {number: $vehicle, class: "4", isCommercial: false},
  cost: {depositAmount: "200.00", issuanceAmount: "84.75", taxAmount: "15.25", topupAmount: "200"}
}' <<<"$customer")")
check wallet-creation "$answer" success

# Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
for _ in $(seq 20); do
  answer=$(post wallet-status "$lookup")
  [ "$(jq -r '.statusCode' <<<"$answer")" != success ] || break
  sleep 0.5
done
wallet=$(jq -r '.data.walletId // empty' <<<"$answer")
check wallet-status "$answer" success "$wallet"

# The new tag as the bank and the NPCI mapper now see the vehicle.
answer=$(post vehicle-status "$(jq '{vehicleNumber}' <<<"$lookup")")
check vehicle-status "$answer" vehicle-found "$(jq -r '"\(.data.bankStatus)/\(.data.npciMapperStatus)"' <<<"$answer")"

recharge=$(jq -n --arg wallet "$wallet" --arg reference "QSRCH$unique" \
  '{walletId: $wallet, referenceId: $reference}')
answer=$(post recharge "$(jq '. + {amount: "100"}' <<<"$recharge")")
check recharge "$answer" submitted

for _ in $(seq 20); do
  answer=$(post recharge-status "$recharge")
  [ "$(jq -r '.statusCode' <<<"$answer")" != success ] || break
  sleep 0.5
done
check recharge-status "$answer" success

# The balance call's only documented statusCode is 000.
answer=$(post wallet-balance "$(jq '{walletId}' <<<"$recharge")")
check wallet-balance "$answer" 000 "$(jq -r '.data.balance' <<<"$answer")"
