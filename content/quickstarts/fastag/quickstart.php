<?php
// Issues a FASTag wallet to a new customer in the sandbox, recharges it and reads its balance.
// PHP with Guzzle (`composer require guzzlehttp/guzzle`): `php quickstart.php`.
require 'vendor/autoload.php';

use GuzzleHttp\Client;

const BASE = 'http://localhost:4000/sandbox/api/mock';

$client = new Client([
    // Failures are in the answer's statusCode, so read every answer rather than throw on 4xx and 5xx.
    'http_errors' => false,
    // The sandbox's published header values. Production's are issued at onboarding, and `BANK` in
    // each name stands for the bank's short name.
    'headers' => [
        'BANK-CHANNEL-ID' => 'SBX-FASTAG-CHANNEL',
        'BANK-CLIENT-ID' => 'sbx-fastag-client',
        'BANK-CLIENT-SECRET' => 'sbx-fastag-client-secret',
        'BANK-ENCRYPTION-KEY' => '176bf25bca5babda32a35dc4b7e0a86f',
        'BANK-SALT-KEY' => 'sbx-fastag-salt',
        'BANK-MERCHANT-ID' => 'SBXMERCHANT01',
        'BANK-POS-NUMBER' => 'SBXPOS0001',
        'BANK-AGENT-ID' => 'SBXAGENT0001',
        'BANK-PRODUCT-ID' => 'SBXFASTAG',
        // The sandbox's own header: it runs the wallet creation and recharge timelines (60 s and
        // 10 s) sixty times faster. Leave it out in production, where a wallet takes about 30 seconds.
        'x-sandbox-time-scale' => '60',
    ],
]);

function post(Client $client, string $operation, array $body): array
{
    $response = $client->post(BASE . '/' . $operation, ['json' => $body]);
    return json_decode((string) $response->getBody(), true);
}

/** Prints the step and its statusCode (and a detail, if given); stops unless it is the expected one. */
function check(string $step, array $answer, string $expected, ?string $detail = null): array
{
    $code = $answer['statusCode'] ?? null;
    echo implode(' ', array_filter([$step, $code, $detail])), "\n";
    if ($code !== $expected) {
        fwrite(STDERR, json_encode($answer) . "\n");
        exit(1);
    }
    return $answer['data'] ?? [];
}

/** Asks again every half second until the answer is success, or gives up after ten seconds. */
function poll(Client $client, string $operation, array $body): array
{
    for ($attempt = 0; $attempt < 20; $attempt++) {
        $answer = post($client, $operation, $body);
        if (($answer['statusCode'] ?? null) === 'success') {
            break;
        }
        usleep(500000);
    }
    return $answer;
}

// A customer and vehicle no earlier run used, so the program runs again on the same sandbox.
$unique = sprintf('%09d', (int) (microtime(true) * 1000000) % 1000000000);
$customer = ['firstName' => 'Kavya', 'lastName' => 'Iyer', 'mobile' => "9$unique", 'dob' => '1992-04-18'];
$vehicleNumber = "KA01QS$unique";

// Dedupe first: not-found means the customer and the vehicle are new to the bank.
$lookup = ['customer' => $customer, 'vehicleNumber' => $vehicleNumber];
check('dedupe', post($client, 'dedupe', $lookup), 'not-found');

// Whether the bank or the NPCI mapper already knows the vehicle. For a vehicle the bank does not
// know the sandbox answers its own code, SANDBOX_FASTAG_VEHICLE_NOT_FOUND (HTTP 404); the code
// production answers for one is issued during onboarding.
$vehicleQuery = ['vehicleNumber' => $vehicleNumber];
check('vehicle-status', post($client, 'vehicle-status', $vehicleQuery), 'SANDBOX_FASTAG_VEHICLE_NOT_FOUND');

// Minimum KYC for the new customer: an OTP to their mobile, then the OTP they received.
$otp = check('generate-otp', post($client, 'generate-otp', ['mobile' => $customer['mobile']]), 'success');
// The sandbox sends every customer the OTP 4321.
$validation = post($client, 'validate-otp', ['otpReferenceId' => $otp['otpReferenceId'], 'otp' => '4321']);
check('validate-otp', $validation, 'success');

// Minimum KYC (the OTP above), a tag the bank ships, and the costs preset at the bank.
$creation = post($client, 'wallet-creation', [
    'kycType' => 'MIN',
    'customer' => $customer + ['gender' => 'F', 'email' => 'kavya.iyer@example.in'],
    'wallet' => ['addToExisting' => false, 'id' => ''],
    'document' => ['type' => 'PAN', 'number' => 'ABCDE1234F'],
    'address' => ['line' => '1 Residency Road', 'city' => 'Bengaluru', 'state' => 'Karnataka', 'pinCode' => '560025'],
    'tagDetails' => ['toBeShippedByBank' => true, 'sequence' => ''],
    'vehicle' => ['number' => $vehicleNumber, 'class' => '4', 'isCommercial' => false],
    'cost' => ['depositAmount' => '200.00', 'issuanceAmount' => '84.75', 'taxAmount' => '15.25', 'topupAmount' => '200'],
]);
check('wallet-creation', $creation, 'success');

// Creation is asynchronous: poll with the dedupe lookup until the wallet exists.
$status = poll($client, 'wallet-status', $lookup);
$walletId = check('wallet-status', $status, 'success', $status['data']['walletId'] ?? null)['walletId'];

// The new tag as the bank and the NPCI mapper now see the vehicle.
$vehicle = post($client, 'vehicle-status', $vehicleQuery);
$tag = $vehicle['data'] ?? [];
check('vehicle-status', $vehicle, 'vehicle-found', ($tag['bankStatus'] ?? '') . '/' . ($tag['npciMapperStatus'] ?? ''));

$recharge = ['walletId' => $walletId, 'referenceId' => "QSRCH$unique"];
check('recharge', post($client, 'recharge', $recharge + ['amount' => '100']), 'submitted');
check('recharge-status', poll($client, 'recharge-status', $recharge), 'success');

// The balance call's only documented statusCode is 000.
$balance = post($client, 'wallet-balance', ['walletId' => $walletId]);
check('wallet-balance', $balance, '000', $balance['data']['balance'] ?? null);
