<?php
// Creates two one-time InstaCollect payment links in the sandbox: one to a published bill, and a
// direct link that lands the customer on their bill.
// PHP with Guzzle (`composer require guzzlehttp/guzzle`): `php quickstart.php`.
require 'vendor/autoload.php';

use GuzzleHttp\Client;

const BASE = 'http://localhost:4000/sandbox';

$client = new Client([
    // A failure is shown by its answer, so read every answer rather than throw on 4xx and 5xx.
    'http_errors' => false,
    // The sandbox's published credentials. Production's are issued at onboarding.
    'headers' => [
        'x-api-user' => 'sandbox-api-user',
        'x-api-password' => 'sandbox-api-password',
    ],
]);

/**
 * Creates a link, then prints the step, its HTTP status and the link; stops unless the status is
 * 200. A link session carries no statusCode, so the HTTP status is the outcome.
 */
function createLink(Client $client, string $step, string $path, array $body): array
{
    $response = $client->post(BASE . $path, ['json' => $body]);
    $answer = json_decode((string) $response->getBody(), true);
    echo implode(' ', array_filter([$step, $response->getStatusCode(), $answer['link'] ?? null])), "\n";
    if ($response->getStatusCode() !== 200) {
        fwrite(STDERR, json_encode($answer) . "\n");
        exit(1);
    }
    return $answer;
}

createLink($client, 'bill-link', '/bill-link', ['billId' => 'SBX-BILL-POWER', 'mobileNumber' => '9876543210']);

// Category, biller and customer params together land the customer on the bill itself.
createLink($client, 'direct-link', '/direct-link', [
    'mobileNumber' => '9876543210',
    'categoryName' => 'Electricity',
    'billerId' => 'BILLER000001',
    'customerParams' => [['name' => 'Consumer Number', 'value' => '1234567890']],
]);
