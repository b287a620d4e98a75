// Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.
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

const base = "http://localhost:4000/sandbox/api/mock"

// The sandbox's published header values. Production's are issued at onboarding, and `BANK` in each
// name stands for the bank's short name.
var headers = map[string]string{
	"BANK-CHANNEL-ID":     "SBX-FASTAG-CHANNEL",
	"BANK-CLIENT-ID":      "sbx-fastag-client",
	"BANK-CLIENT-SECRET":  "sbx-fastag-client-secret",
	"BANK-ENCRYPTION-KEY": "176bf25bca5babda32a35dc4b7e0a86f",
	"BANK-SALT-KEY":       "sbx-fastag-salt",
	"BANK-MERCHANT-ID":    "SBXMERCHANT01",
	"BANK-POS-NUMBER":     "SBXPOS0001",
	"BANK-AGENT-ID":       "SBXAGENT0001",
	"BANK-PRODUCT-ID":     "SBXFASTAG",
	"content-type":        "application/json",
	// The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and 10 s)
	// sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
	"x-sandbox-time-scale": "60",
}

// answer is the envelope of every FASTag answer; each step decodes Data its own way.
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

// check prints the step and its statusCode (and a detail, if any), stops unless it is the expected
// one, and decodes the answer's data into data when it is given.
func check(step string, result answer, expected string, data any, detail string) {
	fmt.Println(strings.TrimSpace(step + " " + result.StatusCode + " " + detail))
	if result.StatusCode != expected {
		fmt.Fprintln(os.Stderr, result.StatusMessage)
		os.Exit(1)
	}
	if data == nil {
		return
	}
	if err := json.Unmarshal(result.Data, data); err != nil {
		fmt.Fprintln(os.Stderr, step, err)
		os.Exit(1)
	}
}

// poll asks again every half second until the answer is success, or gives up after ten seconds.
func poll(operation string, body any) answer {
	var result answer
	for attempt := 0; attempt < 20; attempt++ {
		result = post(operation, body)
		if result.StatusCode == "success" {
			break
		}
		time.Sleep(500 * time.Millisecond)
	}
	return result
}

type customer struct {
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Mobile    string `json:"mobile"`
	Dob       string `json:"dob"`
	Gender    string `json:"gender,omitempty"`
	Email     string `json:"email,omitempty"`
}

func main() {
	// A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
	unique := fmt.Sprintf("%09d", time.Now().UnixNano()%1_000_000_000)
	kavya := customer{FirstName: "Kavya", LastName: "Iyer", Mobile: "9" + unique, Dob: "1992-04-18"}
	vehicleNumber := "KA01QS" + unique

	// Dedupe first: not-found means the customer and the vehicle are new to the bank.
	lookup := map[string]any{"customer": kavya, "vehicleNumber": vehicleNumber}
	check("dedupe", post("dedupe", lookup), "not-found", nil, "")

	// Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does not
	// know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the code
	// production answers for one is issued during onboarding.
	vehicleQuery := map[string]string{"vehicleNumber": vehicleNumber}
	check("vehicle-status", post("vehicle-status", vehicleQuery), "SANDBOX_FASTAG_VEHICLE_NOT_FOUND", nil, "")

	// Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
	var otp struct{ OtpReferenceID string }
	check("generate-otp", post("generate-otp", map[string]string{"mobile": kavya.Mobile}), "success", &otp, "")
	// The sandbox sends every customer the OTP 4321.
	validation := post("validate-otp", map[string]string{"otpReferenceId": otp.OtpReferenceID, "otp": "4321"})
	check("validate-otp", validation, "success", nil, "")

	// Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
	holder := kavya
	holder.Gender, holder.Email = "F", "kavya.iyer@example.in"
	creation := post("wallet-creation", map[string]any{
		"kycType":    "MIN",
		"customer":   holder,
		"wallet":     map[string]any{"addToExisting": false, "id": ""},
		"document":   map[string]string{"type": "PAN", "number": "ABCDE1234F"},
		"address":    map[string]string{"line": "1 Residency Road", "city": "Bengaluru", "state": "Karnataka", "pinCode": "560025"},
		"tagDetails": map[string]any{"toBeShippedByBank": true, "sequence": ""},
		"vehicle":    map[string]any{"number": vehicleNumber, "class": "4", "isCommercial": false},
		"cost":       map[string]string{"depositAmount": "200.00", "issuanceAmount": "84.75", "taxAmount": "15.25", "topupAmount": "200"},
	})
	check("wallet-creation", creation, "success", nil, "")

	// Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
	var wallet struct{ WalletID string }
	status := poll("wallet-status", lookup)
	json.Unmarshal(status.Data, &wallet)
	check("wallet-status", status, "success", &wallet, wallet.WalletID)

	// The new tag as the bank and the NPCI mapper now see the vehicle.
	var tag struct{ BankStatus, NpciMapperStatus string }
	vehicle := post("vehicle-status", vehicleQuery)
	json.Unmarshal(vehicle.Data, &tag)
	check("vehicle-status", vehicle, "vehicle-found", nil, tag.BankStatus+"/"+tag.NpciMapperStatus)

	referenceID := "QSRCH" + unique
	recharge := map[string]string{"walletId": wallet.WalletID, "referenceId": referenceID, "amount": "100"}
	check("recharge", post("recharge", recharge), "submitted", nil, "")
	enquiry := map[string]string{"walletId": wallet.WalletID, "referenceId": referenceID}
	check("recharge-status", poll("recharge-status", enquiry), "success", nil, "")

	// The balance call's only documented statusCode is 000.
	var balance struct{ Balance string }
	result := post("wallet-balance", map[string]string{"walletId": wallet.WalletID})
	json.Unmarshal(result.Data, &balance)
	check("wallet-balance", result, "000", &balance, balance.Balance)
}
