<?php
// Reads a transaction's status and a biller's reports from the provider APIs in the sandbox.
// PHP with Guzzle (`composer require guzzlehttp/guzzle`): `php quickstart.php`.
require 'vendor/autoload.php';

use GuzzleHttp\Client;
use Psr\Http\Message\ResponseInterface;

const BASE = 'http://localhost:4000/sandbox';

// The sandbox's published credentials. Production's are issued at onboarding.
const STATUS_CREDENTIALS = ['clientID' => 'sandbox-client', 'secret' => 'sandbox-secret'];
const REPORTS_CREDENTIALS = [
    'email' => 'reports@sandbox.example.com',
    'password' => 'sandbox-password',
    'otp' => '123456',
    'grant_type' => 'password',
];

// A failure is shown by its answer, so read every answer rather than throw on 4xx and 5xx.
$client = new Client(['http_errors' => false]);

function post(Client $client, string $path, array $body, ?string $token = null, array $query = []): ResponseInterface
{
    $headers = $token === null ? [] : ['authorization' => "Bearer $token"];
    return $client->post(BASE . $path, ['json' => $body, 'headers' => $headers, 'query' => $query]);
}

/**
 * Prints the step and its HTTP status (and a detail, if given); stops unless it is 200. On success
 * these APIs carry no statusCode, so the HTTP status is the outcome.
 */
function check(string $step, ResponseInterface $response, ?string $detail = null): array
{
    $status = $response->getStatusCode();
    echo implode(' ', array_filter([$step, $status, $detail])), "\n";
    if ($status !== 200) {
        fwrite(STDERR, $response->getBody() . "\n");
        exit(1);
    }
    return json_decode((string) $response->getBody(), true);
}

function token(Client $client, string $step, array $credentials): string
{
    $answer = check($step, post($client, '/api/auth/token', $credentials));
    // Wrong credentials are answered 200 with expiresIn 0 and no token.
    if (empty($answer['data']['token'])) {
        fwrite(STDERR, 'no token: ' . json_encode($answer) . "\n");
        exit(1);
    }
    return $answer['data']['token'];
}

$statusToken = token($client, 'status-token', STATUS_CREDENTIALS);
$response = post($client, '/api/transaction/status', ['txnReferenceId' => 'BBPS0000000000000001'], $statusToken);
$transaction = json_decode((string) $response->getBody(), true);
check('transaction-status', $response, $transaction['data']['payment']['status'] ?? null);

$reportsToken = token($client, 'reports-token', REPORTS_CREDENTIALS);
// The published records were paid in November 2026.
$filters = ['bbpsBillerID' => 'BILLER0000001', 'txnStartDate' => '2026-11-01', 'txnEndDate' => '2026-11-30'];
$page = check('reports', post($client, '/api/reports', ['filters' => $filters], $reportsToken, ['limit' => 3]));

$cursor = $page['metadata']['nextCursor'];
if ($cursor !== null) {
    $query = ['limit' => 3, 'cursor' => $cursor];
    check('reports-next-page', post($client, '/api/reports', ['filters' => $filters], $reportsToken, $query));
}
