#!/usr/bin/env bash
# Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.
# Needs curl and jq.
set -euo pipefail

BASE="http://localhost:4000/sandbox"

answer=$(mktemp)
trap 'rm -f "$answer"' EXIT

# Keeps the answer's body in $answer and prints its HTTP status: on success these APIs carry no
# statusCode, so the HTTP status is the outcome.
post() { # path, JSON body, more curl options
  local path=$1 body=$2
  shift 2
  curl -sS -X POST -H "content-type: application/json" "$@" --data "$body" -o "$answer" -w '%{http_code}' "$BASE$path"
}

# Prints the step and its HTTP status (and a detail, if given); stops unless it is 200.
check() { # step, HTTP status, detail
  echo "$1 $2${3:+ $3}"
  if [ "$2" != 200 ]; then
    cat "$answer" >&2
    exit 1
  fi
}

# Wrong credentials are answered 200 with expiresIn 0 and no token.
token() {
  jq -er '.data.token // empty' "$answer" || { echo "no token: $(cat "$answer")" >&2; exit 1; }
}

# The sandbox's published credentials. Production's are issued at onboarding.
code=$(post /api/auth/token '{"clientID": "sandbox-client", "secret": "sandbox-secret"}')
check status-token "$code"
status_token=$(token)

code=$(post /api/transaction/status '{"txnReferenceId": "BBPS0000000000000001"}' -H "authorization: Bearer $status_token")
check transaction-status "$code" "$(jq -r '.data.payment.status' "$answer")"

code=$(post /api/auth/token '{
  "email": "reports@sandbox.example.com",
  "password": "sandbox-password",
  "otp": "123456",
  "grant_type": "password"
}')
check reports-token "$code"
reports_token=$(token)

# The published records were paid in November 2026.
filters='{"filters": {"bbpsBillerID": "BILLER0000001", "txnStartDate": "2026-11-01", "txnEndDate": "2026-11-30"}}'
code=$(post "/api/reports?limit=3" "$filters" -H "authorization: Bearer $reports_token")
check reports "$code"

cursor=$(jq -r '.metadata.nextCursor // empty' "$answer")
if [ -n "$cursor" ]; then
  code=$(post "/api/reports?limit=3&cursor=$cursor" "$filters" -H "authorization: Bearer $reports_token")
  check reports-next-page "$code"
fi
