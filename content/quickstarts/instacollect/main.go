// Creates two one-time InstaCollect payment links in the sandbox: one to a published bill, and a
// direct link that lands the customer on their bill. Go 1.19 or later: `go run main.go`.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
)

const base = "http://localhost:4000/sandbox"

// The sandbox's published credentials. Production's are issued at onboarding.
var headers = map[string]string{
	"x-api-user":     "sandbox-api-user",
	"x-api-password": "sandbox-api-password",
	"content-type":   "application/json",
}

// createLink creates a link, then prints the step, its HTTP status and the link; it stops unless
// the status is 200. A link session carries no statusCode, so the HTTP status is the outcome.
func createLink(step, path string, body any) {
	payload, err := json.Marshal(body)
	if err != nil {
		panic(err)
	}
	request, err := http.NewRequest(http.MethodPost, base+path, bytes.NewReader(payload))
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
	var answer struct{ Link, StatusMessage string }
	json.NewDecoder(response.Body).Decode(&answer)
	fmt.Println(strings.TrimSpace(fmt.Sprintf("%s %d %s", step, response.StatusCode, answer.Link)))
	if response.StatusCode != http.StatusOK {
		fmt.Fprintln(os.Stderr, answer.StatusMessage)
		os.Exit(1)
	}
}

type nameValue struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

func main() {
	createLink("bill-link", "/bill-link", map[string]string{"billId": "SBX-BILL-POWER", "mobileNumber": "9876543210"})

	// Category, biller and customer params together land the customer on the bill itself.
	createLink("direct-link", "/direct-link", map[string]any{
		"mobileNumber":   "9876543210",
		"categoryName":   "Electricity",
		"billerId":       "BILLER000001",
		"customerParams": []nameValue{{"Consumer Number", "1234567890"}},
	})
}
