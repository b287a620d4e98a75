/**
 * A request written as a complete program in each sample language: copied into a file (or, for
 * cURL, a terminal) it runs as it stands and prints the answer's body. Each generator writes the
 * JSON body formatted and exactly as documented, in the language's own literal for text, so that
 * no value changes on its way through a language's data types (an empty object stays `{}`).
 *
 * These are written here rather than by a snippet library: the snippets such libraries emit are
 * fragments (Java without a class, C# with top-level `await`, PHP that throws on an error status),
 * which do not compile or do not print the sandbox's error answers as they stand.
 */

export type SampleRequest = {
  method: string;
  /** Absolute URL. */
  url: string;
  headers: { name: string; value: string }[];
  /** A JSON value, or undefined for a request without a body. */
  body: unknown;
};

export const sampleLanguageIds = ["curl", "javascript", "python", "java", "csharp", "php", "go"] as const;
export type SampleLanguageId = (typeof sampleLanguageIds)[number];

const jsonText = (body: unknown) => JSON.stringify(body, null, 2);

/** Every line but the first indented by `indent`. */
const indentRest = (text: string, indent: string) => text.replaceAll("\n", `\n${indent}`);

const headersWithType = (request: SampleRequest) =>
  request.body === undefined
    ? request.headers
    : [...request.headers, { name: "Content-Type", value: "application/json" }];

const singleQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function curl(request: SampleRequest): string {
  const lines = [
    `curl --request ${request.method}`,
    `  --url ${singleQuoted(request.url)}`,
    ...headersWithType(request).map(({ name, value }) => `  --header ${singleQuoted(`${name}: ${value}`)}`),
  ];
  // The body's lines sit under the option that carries them, and the closing quote ends the last
  // line of JSON: JSON allows whitespace between tokens, and JSON.stringify escapes every newline
  // inside a string, so the indent changes no value.
  if (request.body !== undefined)
    lines.push(`  --data ${indentRest(singleQuoted(jsonText(request.body)), "  ")}`);
  return lines.join(" \\\n");
}

function javascript(request: SampleRequest): string {
  const headers = headersWithType(request)
    .map(({ name, value }) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`)
    .join("\n");
  const body =
    request.body === undefined
      ? ""
      : `  body: JSON.stringify(${indentRest(jsonText(request.body), "  ")}),\n`;
  return [
    `const response = await fetch(${JSON.stringify(request.url)}, {`,
    `  method: ${JSON.stringify(request.method)},`,
    `  headers: {\n${headers}\n  },`,
    `${body}});`,
    "console.log(await response.text());",
  ].join("\n");
}

/** A JSON value as a Python literal, indented four spaces a level as Black would. */
function pythonLiteral(value: unknown, indent: string): string {
  const inner = `${indent}    `;
  if (value === null) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join("\n")}\n${indent}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join("\n")}\n${indent}}`;
  }
  // JSON's strings and numbers are Python's too.
  return JSON.stringify(value);
}

function python(request: SampleRequest): string {
  const headers = Object.fromEntries(request.headers.map(({ name, value }) => [name, value]));
  return [
    "import requests",
    "",
    `response = requests.${request.method.toLowerCase()}(`,
    `    ${JSON.stringify(request.url)},`,
    `    headers=${pythonLiteral(headers, "    ")},`,
    ...(request.body === undefined ? [] : [`    json=${pythonLiteral(request.body, "    ")},`]),
    ")",
    "print(response.text)",
  ].join("\n");
}

function java(request: SampleRequest): string {
  const indent = "        ";
  const headers = headersWithType(request)
    .map(({ name, value }) => `${indent}    .header(${JSON.stringify(name)}, ${JSON.stringify(value)})`)
    .join("\n");
  const textBlock = (text: string) =>
    `"""\n${indent}    ${indentRest(text.replaceAll("\\", "\\\\").replaceAll('"""', '\\"""'), `${indent}    `)}"""`;
  const publisher =
    request.body === undefined
      ? `.method(${JSON.stringify(request.method)}, HttpRequest.BodyPublishers.noBody())`
      : `.method(${JSON.stringify(request.method)}, HttpRequest.BodyPublishers.ofString(body))`;
  return [
    "import java.net.URI;",
    "import java.net.http.HttpClient;",
    "import java.net.http.HttpRequest;",
    "import java.net.http.HttpResponse;",
    "",
    "// Save as Main.java and run: java Main.java",
    "public class Main {",
    "    public static void main(String[] args) throws Exception {",
    ...(request.body === undefined ? [] : [`${indent}String body = ${textBlock(jsonText(request.body))};`]),
    `${indent}HttpRequest request = HttpRequest.newBuilder(URI.create(${JSON.stringify(request.url)}))`,
    headers,
    `${indent}    ${publisher}`,
    `${indent}    .build();`,
    `${indent}HttpResponse<String> response =`,
    `${indent}    HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());`,
    `${indent}System.out.println(response.body());`,
    "    }",
    "}",
  ].join("\n");
}

function csharp(request: SampleRequest): string {
  const indent = "        ";
  const method = request.method[0] + request.method.slice(1).toLowerCase();
  const verbatim = (text: string) => `@"${text.replaceAll('"', '""')}"`;
  return [
    "using System;",
    "using System.Net.Http;",
    "using System.Text;",
    "",
    "class Program",
    "{",
    "    static void Main()",
    "    {",
    `${indent}var client = new HttpClient();`,
    `${indent}var request = new HttpRequestMessage(HttpMethod.${method}, ${JSON.stringify(request.url)});`,
    ...request.headers.map(
      ({ name, value }) => `${indent}request.Headers.Add(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
    ),
    ...(request.body === undefined
      ? []
      : [
          `${indent}request.Content = new StringContent(${verbatim(jsonText(request.body))}, Encoding.UTF8, "application/json");`,
        ]),
    `${indent}var response = client.SendAsync(request).Result;`,
    `${indent}Console.WriteLine(response.Content.ReadAsStringAsync().Result);`,
    "    }",
    "}",
  ].join("\n");
}

const phpQuoted = (text: string) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`;

function php(request: SampleRequest): string {
  const headers = headersWithType(request)
    .map(({ name, value }) => `        ${phpQuoted(name)} => ${phpQuoted(value)},`)
    .join("\n");
  const body =
    request.body === undefined
      ? []
      : [`    'body' => <<<'JSON'\n        ${indentRest(jsonText(request.body), "        ")}\n        JSON,`];
  return [
    "<?php",
    "require 'vendor/autoload.php';",
    "",
    "$client = new \\GuzzleHttp\\Client();",
    `$response = $client->request(${phpQuoted(request.method)}, ${phpQuoted(request.url)}, [`,
    `    'headers' => [\n${headers}\n    ],`,
    ...body,
    "    // Print the answer of any status rather than throw on 4xx and 5xx.",
    "    'http_errors' => false,",
    "]);",
    "echo $response->getBody(), PHP_EOL;",
  ].join("\n");
}

function go(request: SampleRequest): string {
  const text = request.body === undefined ? undefined : jsonText(request.body);
  const literal = text === undefined ? "" : text.includes("`") ? JSON.stringify(text) : `\`${text}\``;
  const imports = ['"fmt"', '"io"', '"net/http"', ...(text === undefined ? [] : ['"strings"'])];
  return [
    "package main",
    "",
    "import (",
    ...imports.map((name) => `\t${name}`),
    ")",
    "",
    "func main() {",
    ...(text === undefined ? [] : [`\tbody := strings.NewReader(${literal})`]),
    `\trequest, err := http.NewRequest(${JSON.stringify(request.method)}, ${JSON.stringify(request.url)}, ${text === undefined ? "nil" : "body"})`,
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    ...headersWithType(request).map(
      ({ name, value }) => `\trequest.Header.Set(${JSON.stringify(name)}, ${JSON.stringify(value)})`,
    ),
    "\tresponse, err := http.DefaultClient.Do(request)",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tdefer response.Body.Close()",
    "\tanswer, err := io.ReadAll(response.Body)",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "\tfmt.Println(string(answer))",
    "}",
  ].join("\n");
}

const generators: Record<SampleLanguageId, (request: SampleRequest) => string> = {
  curl,
  javascript,
  python,
  java,
  csharp,
  php,
  go,
};

/** The request as a complete program in `language`. */
export function sampleCode(language: SampleLanguageId, request: SampleRequest): string {
  return generators[language](request);
}
