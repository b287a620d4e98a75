#!/usr/bin/env bash
# Pays a bill in the sandbox from end to end, then raises a complaint about the payment.
# Needs curl and jq.
set -euo pipefail

BASE="http://localhost:4000/sandbox/api/bills/uat"

# The sandbox's published credentials. Production's header names and values are issued at onboarding.
HEADERS=(
  -H "channel-id: SANDBOX-CHANNEL"
  -H "body-channel-id: SANDBOX-BODY-CHANNEL"
  -H "client-id: sandbox-client-id"
  -H "client-secret: sandbox-client-secret"
  -H "encryption-key: sandbox-encryption-key"
  -H "salt-key: sandbox-salt-key"
  -H "channel-password: sandbox-channel-password"
  -H "content-type: application/json"
)

post() { # operation, JSON body
  curl -sS -X POST "${HEADERS[@]}" --data "$2" "$BASE/$1"
}

# Prints the step and its statusCode (and a detail, if given); stops unless it is success.
check() { # step, answer, detail
  local code
  code=$(jq -r '.statusCode' <<<"$2")
  echo "$1 $code${3:+ $3}"
  if [ "$code" != "success" ]; then
    echo "$2" >&2
    exit 1
  fi
}

answer=$(post biller-categories '{}')
check biller-categories "$answer"
category=$(jq -r '.data[0].categoryCode' <<<"$answer")

answer=$(post biller-list "$(jq -n --arg category "$category" '{categoryCode: $category}')")
check biller-list "$answer"
biller=$(jq -r '.data[0].billerId' <<<"$answer")

# Channel INT (internet banking) needs the device's ip and mac.
answer=$(post bill-fetch-request "$(jq -n --arg biller "$biller" --arg category "$category" '{
  billerId: $biller,
  categoryCode: $category,
  customerParams: [{name: "Consumer Number", value: "1234567890"}],
  mobileNumber: "9876543210",
  agent: {id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7"}
}')")
check bill-fetch-request "$answer"

answer=$(post get-fetched-bill "$(jq '{context: .data.context}' <<<"$answer")")
check get-fetched-bill "$answer"

# A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
reference="QS$(date +%s)$RANDOM"
answer=$(post make-payment "$(jq --arg reference "$reference" '{
  amount: .data.bill.amount,
  context: .data.context,
  referenceId: $reference,
  remittanceDetails: {accountNumber: "1234567890123456", accountHolderName: "Asha Rao"},
  txnMode: "ACCOUNT TRANSFER"
}' <<<"$answer")")
check make-payment "$answer"
payment=$(jq '{context: .data.context}' <<<"$answer")

# The sandbox executes a payment about five seconds after it is made.
for _ in $(seq 30); do
  answer=$(post get-payment-status "$payment")
  status=$(jq -r '.data.status // empty' <<<"$answer")
  [ "$status" = "Execution Awaited" ] || break
  sleep 1
done
check get-payment-status "$answer" "$status"

# Complaints are dated in IST, whatever this machine's time zone.
answer=$(post raise-complaint "$(jq --arg date "$(TZ=Asia/Kolkata date +%F)" '{
  txnId: .data.txnId,
  txnDate: $date,
  issueType: "Transaction successful, account not updated",
  description: "The payment went through but the bill still shows as due."
}' <<<"$answer")")
check raise-complaint "$answer"

answer=$(post complaint-status "$(jq '{referenceId: .data.referenceId}' <<<"$answer")")
check complaint-status "$answer" "$(jq -r '.data.status' <<<"$answer")"
