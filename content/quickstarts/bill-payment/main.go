// Pays a bill in the sandbox from end to end, then raises a complaint about the payment.
// Go 1.19 or later: `go run main.go`.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"
)

const base = "http://localhost:4000/sandbox/api/bills/uat"

// The sandbox's published credentials. Production's header names and values are issued at onboarding.
var headers = map[string]string{
	"channel-id":       "SANDBOX-CHANNEL",
	"body-channel-id":  "SANDBOX-BODY-CHANNEL",
	"client-id":        "sandbox-client-id",
	"client-secret":    "sandbox-client-secret",
	"encryption-key":   "sandbox-encryption-key",
	"salt-key":         "sandbox-salt-key",
	"channel-password": "sandbox-channel-password",
	"content-type":     "application/json",
}

// answer is the envelope of every bill API answer; each step decodes Data its own way.
type answer struct {
	StatusCode    string          `json:"statusCode"`
	StatusMessage string          `json:"statusMessage"`
	Data          json.RawMessage `json:"data"`
}

func post(operation string, body any) answer {
	payload, err := json.Marshal(body)
	if err != nil {
		panic(err)
	}
	request, err := http.NewRequest(http.MethodPost, base+"/"+operation, bytes.NewReader(payload))
	if err != nil {
		panic(err)
	}
	for name, value := range headers {
		request.Header.Set(name, value)
	}
	response, err := http.DefaultClient.Do(request)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer response.Body.Close()
	var result answer
	if err := json.NewDecoder(response.Body).Decode(&result); err != nil {
		fmt.Fprintln(os.Stderr, operation, err)
		os.Exit(1)
	}
	return result
}

// check prints the step and its statusCode (and a detail, if any), stops unless it is success,
// and decodes the answer's data into data.
func check(step string, result answer, data any, detail string) {
	fmt.Println(strings.TrimSpace(step + " " + result.StatusCode + " " + detail))
	if result.StatusCode != "success" {
		fmt.Fprintln(os.Stderr, result.StatusMessage)
		os.Exit(1)
	}
	if err := json.Unmarshal(result.Data, data); err != nil {
		fmt.Fprintln(os.Stderr, step, err)
		os.Exit(1)
	}
}

type nameValue struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

func main() {
	var categories []struct{ CategoryCode string }
	check("biller-categories", post("biller-categories", map[string]any{}), &categories, "")
	categoryCode := categories[0].CategoryCode

	var billers []struct{ BillerID string }
	check("biller-list", post("biller-list", map[string]any{"categoryCode": categoryCode}), &billers, "")
	billerID := billers[0].BillerID

	var registration struct{ Context string }
	check("bill-fetch-request", post("bill-fetch-request", map[string]any{
		"billerId":       billerID,
		"categoryCode":   categoryCode,
		"customerParams": []nameValue{{"Consumer Number", "1234567890"}},
		"mobileNumber":   "9876543210",
		// Channel INT (internet banking) needs the device's ip and mac.
		"agent": map[string]string{"id": "AGENT0000001", "channel": "INT", "ip": "203.0.113.10", "mac": "00-1B-44-11-3A-B7"},
	}), &registration, "")

	var fetched struct {
		Context string
		Bill    struct{ Amount json.Number }
	}
	check("get-fetched-bill", post("get-fetched-bill", map[string]any{"context": registration.Context}), &fetched, "")

	// A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
	referenceID := fmt.Sprintf("QS%d", time.Now().UnixNano())
	var payment struct{ Context string }
	check("make-payment", post("make-payment", map[string]any{
		"amount":            fetched.Bill.Amount,
		"context":           fetched.Context,
		"referenceId":       referenceID,
		"remittanceDetails": map[string]string{"accountNumber": "1234567890123456", "accountHolderName": "Asha Rao"},
		"txnMode":           "ACCOUNT TRANSFER",
	}), &payment, "")

	// The sandbox executes a payment about five seconds after it is made.
	var result answer
	var paid struct{ Status, TxnID string }
	for attempt := 0; attempt < 30; attempt++ {
		result = post("get-payment-status", map[string]any{"context": payment.Context})
		if result.StatusCode != "success" {
			break
		}
		json.Unmarshal(result.Data, &paid)
		if paid.Status != "Execution Awaited" {
			break
		}
		time.Sleep(time.Second)
	}
	check("get-payment-status", result, &paid, paid.Status)

	// Complaints are dated in IST, whatever this machine's time zone.
	ist := time.FixedZone("IST", 5*60*60+30*60)
	var complaint struct{ ReferenceID string }
	check("raise-complaint", post("raise-complaint", map[string]any{
		"txnId":       paid.TxnID,
		"txnDate":     time.Now().In(ist).Format("2006-01-02"),
		"issueType":   "Transaction successful, account not updated",
		"description": "The payment went through but the bill still shows as due.",
	}), &complaint, "")

	var status struct{ Status string }
	result = post("complaint-status", map[string]any{"referenceId": complaint.ReferenceID})
	json.Unmarshal(result.Data, &status)
	check("complaint-status", result, &status, status.Status)
}
