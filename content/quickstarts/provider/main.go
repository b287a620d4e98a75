// Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.
// Go 1.19 or later: `go run main.go`.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
)

const base = "http://localhost:4000/sandbox"

// The sandbox's published credentials. Production's are issued at onboarding.
var (
	statusCredentials  = map[string]string{"clientID": "sandbox-client", "secret": "sandbox-secret"}
	reportsCredentials = map[string]string{
		"email":      "reports@sandbox.example.com",
		"password":   "sandbox-password",
		"otp":        "123456",
		"grant_type": "password",
	}
)

// post sends body as JSON, with a bearer token if one is given, and returns the HTTP status and the body.
func post(path string, body any, token string) (int, []byte) {
	payload, err := json.Marshal(body)
	if err != nil {
		panic(err)
	}
	request, err := http.NewRequest(http.MethodPost, base+path, bytes.NewReader(payload))
	if err != nil {
		panic(err)
	}
	request.Header.Set("content-type", "application/json")
	if token != "" {
		request.Header.Set("authorization", "Bearer "+token)
	}
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer response.Body.Close()
	answer, err := io.ReadAll(response.Body)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	return response.StatusCode, answer
}

// check prints the step and its HTTP status (and a detail, if any), stops unless it is 200, and
// decodes the answer into data. On success these APIs carry no statusCode, so the HTTP status is
// the outcome.
func check(step string, status int, answer []byte, data any, detail string) {
	fmt.Println(strings.TrimSpace(fmt.Sprintf("%s %d %s", step, status, detail)))
	if status != http.StatusOK {
		fmt.Fprintln(os.Stderr, string(answer))
		os.Exit(1)
	}
	if err := json.Unmarshal(answer, data); err != nil {
		fmt.Fprintln(os.Stderr, step, err)
		os.Exit(1)
	}
}

func token(step string, credentials map[string]string) string {
	status, answer := post("/api/auth/token", credentials, "")
	var reply struct{ Data struct{ Token string } }
	check(step, status, answer, &reply, "")
	// Wrong credentials are answered 200 with expiresIn 0 and no token.
	if reply.Data.Token == "" {
		fmt.Fprintln(os.Stderr, "no token:", string(answer))
		os.Exit(1)
	}
	return reply.Data.Token
}

func main() {
	statusToken := token("status-token", statusCredentials)
	status, answer := post("/api/transaction/status", map[string]string{"txnReferenceId": "BBPS0000000000000001"}, statusToken)
	var transaction struct {
		Data struct{ Payment struct{ Status string } }
	}
	json.Unmarshal(answer, &transaction)
	check("transaction-status", status, answer, &transaction, transaction.Data.Payment.Status)

	reportsToken := token("reports-token", reportsCredentials)
	// The published records were paid in November 2026.
	filters := map[string]any{"filters": map[string]string{
		"bbpsBillerID": "BILLER0000001",
		"txnStartDate": "2026-11-01",
		"txnEndDate":   "2026-11-30",
	}}
	status, answer = post("/api/reports?limit=3", filters, reportsToken)
	var page struct{ Metadata struct{ NextCursor string } }
	check("reports", status, answer, &page, "")

	if page.Metadata.NextCursor != "" {
		query := url.Values{"limit": {"3"}, "cursor": {page.Metadata.NextCursor}}
		status, answer = post("/api/reports?"+query.Encode(), filters, reportsToken)
		check("reports-next-page", status, answer, &page, "")
	}
}
