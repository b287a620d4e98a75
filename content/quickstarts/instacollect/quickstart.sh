#!/usr/bin/env bash
# Creates two one-time InstaCollect payment links in the sandbox: one to a published bill, and a
# direct link that lands the customer on their bill. Needs curl and jq.
set -euo pipefail

BASE="http://localhost:4000/sandbox"

# The sandbox's published credentials. Production's are issued at onboarding.
HEADERS=(
  -H "x-api-user: sandbox-api-user"
  -H "x-api-password: sandbox-api-password"
  -H "content-type: application/json"
)

answer=$(mktemp)
trap 'rm -f "$answer"' EXIT

# Keeps the answer's body in $answer and prints its HTTP status: a link session carries no
# statusCode, so the HTTP status is the outcome.
post() { # path, JSON body
  curl -sS -X POST "${HEADERS[@]}" --data "$2" -o "$answer" -w '%{http_code}' "$BASE$1"
}

# Prints the step, its HTTP status and the link; stops unless the status is 200.
check() { # step, HTTP status
  local link
  link=$(jq -r '.link // empty' "$answer")
  echo "$1 $2${link:+ $link}"
  if [ "$2" != 200 ]; then
    cat "$answer" >&2
    exit 1
  fi
}

code=$(post /bill-link '{"billId": "SBX-BILL-POWER", "mobileNumber": "9876543210"}')
check bill-link "$code"

# Category, biller and customer params together land the customer on the bill itself.
code=$(post /direct-link '{
  "mobileNumber": "9876543210",
  "categoryName": "Electricity",
  "billerId": "BILLER000001",
  "customerParams": [{"name": "Consumer Number", "value": "1234567890"}]
}')
check direct-link "$code"
