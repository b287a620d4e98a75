<?php
// Pays a bill in the sandbox from end to end, then raises a complaint about the payment.
// PHP with Guzzle (`composer require guzzlehttp/guzzle`): `php quickstart.php`.
require 'vendor/autoload.php';

use GuzzleHttp\Client;

const BASE = 'http://localhost:4000/sandbox/api/bills/uat';

$client = new Client([
    // Failures are in the answer's statusCode, so read every answer rather than throw on 4xx and 5xx.
    'http_errors' => false,
    // The sandbox's published credentials. Production's header names and values are issued at onboarding.
    'headers' => [
        'channel-id' => 'SANDBOX-CHANNEL',
        'body-channel-id' => 'SANDBOX-BODY-CHANNEL',
        'client-id' => 'sandbox-client-id',
        'client-secret' => 'sandbox-client-secret',
        'encryption-key' => 'sandbox-encryption-key',
        'salt-key' => 'sandbox-salt-key',
        'channel-password' => 'sandbox-channel-password',
    ],
]);

function post(Client $client, string $operation, array $body): array
{
    // As an object, an empty body is sent as {} rather than [].
    $response = $client->post(BASE . '/' . $operation, ['json' => (object) $body]);
    return json_decode((string) $response->getBody(), true);
}

/** Prints the step and its statusCode (and a detail, if given); stops unless it is success. */
function check(string $step, array $answer, ?string $detail = null): array
{
    $code = $answer['statusCode'] ?? null;
    echo implode(' ', array_filter([$step, $code, $detail])), "\n";
    if ($code !== 'success') {
        fwrite(STDERR, json_encode($answer) . "\n");
        exit(1);
    }
    return $answer['data'];
}

$categories = check('biller-categories', post($client, 'biller-categories', []));
$categoryCode = $categories[0]['categoryCode'];

$billers = check('biller-list', post($client, 'biller-list', ['categoryCode' => $categoryCode]));
$billerId = $billers[0]['billerId'];

$registration = check('bill-fetch-request', post($client, 'bill-fetch-request', [
    'billerId' => $billerId,
    'categoryCode' => $categoryCode,
    'customerParams' => [['name' => 'Consumer Number', 'value' => '1234567890']],
    'mobileNumber' => '9876543210',
    // Channel INT (internet banking) needs the device's ip and mac.
    'agent' => ['id' => 'AGENT0000001', 'channel' => 'INT', 'ip' => '203.0.113.10', 'mac' => '00-1B-44-11-3A-B7'],
]));

$fetched = check('get-fetched-bill', post($client, 'get-fetched-bill', ['context' => $registration['context']]));

// A referenceId pays once, so each run makes a new one (a reused one is answered AM05).
$referenceId = 'QS' . strtoupper(uniqid());
$payment = check('make-payment', post($client, 'make-payment', [
    'amount' => $fetched['bill']['amount'],
    'context' => $fetched['context'],
    'referenceId' => $referenceId,
    'remittanceDetails' => ['accountNumber' => '1234567890123456', 'accountHolderName' => 'Asha Rao'],
    'txnMode' => 'ACCOUNT TRANSFER',
]));

// The sandbox executes a payment about five seconds after it is made.
for ($attempt = 0; $attempt < 30; $attempt++) {
    $answer = post($client, 'get-payment-status', ['context' => $payment['context']]);
    $status = $answer['data']['status'] ?? null;
    if ($status !== 'Execution Awaited') {
        break;
    }
    sleep(1);
}
$paid = check('get-payment-status', $answer, $status);

// Complaints are dated in IST, whatever this machine's time zone.
$complaint = check('raise-complaint', post($client, 'raise-complaint', [
    'txnId' => $paid['txnId'],
    'txnDate' => (new DateTime('now', new DateTimeZone('Asia/Kolkata')))->format('Y-m-d'),
    'issueType' => 'Transaction successful, account not updated',
    'description' => 'The payment went through but the bill still shows as due.',
]));

$answer = post($client, 'complaint-status', ['referenceId' => $complaint['referenceId']]);
check('complaint-status', $answer, $answer['data']['status'] ?? null);
