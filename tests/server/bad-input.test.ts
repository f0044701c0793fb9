import { describe, expect, it } from "vitest";
import { engineNames, readStore, useEngine, useProcesses, webhookEnv } from "../support/harness.ts";
import {
  type RawRequest,
  get,
  leakIn,
  mapConcurrent,
  postJson,
  rawExchange,
  rawRequest,
  statusOf,
  waitFor,
} from "../support/http.ts";
import {
  affiliateFields,
  contactFields,
  newsletterFields,
  quoteFields,
  submissionExtras,
} from "../support/samples.ts";

/** One request of the corpus, and the status it must get (any 4xx when not given). */
interface Case {
  name: string;
  request: RawRequest;
  status?: number;
}

interface FormUnderTest {
  form: string;
  page: string;
  valid: () => Record<string, string>;
  required: string[];
  /** Text fields and their maximum length. */
  limits: Record<string, number>;
  /** Fields where a number or a boolean is not a valid value either. */
  typed: string[];
}

const forms: FormUnderTest[] = [
  {
    form: "contact",
    page: "/contact",
    valid: contactFields,
    required: ["firstName", "lastName", "email", "message"],
    limits: { firstName: 80, lastName: 80, email: 254, phone: 30, subject: 150, message: 5000 },
    typed: ["email"],
  },
  {
    form: "quote",
    page: "/bulk-corporate",
    valid: quoteFields,
    required: ["firstName", "lastName", "email", "organizationName", "estimatedQuantity"],
    limits: {
      firstName: 80,
      lastName: 80,
      organizationName: 150,
      deviceModels: 1000,
      timeline: 200,
      projectDetails: 5000,
    },
    typed: ["email", "organizationType"],
  },
  {
    form: "affiliate",
    page: "/affiliates",
    valid: affiliateFields,
    required: ["name", "email", "website"],
    limits: { name: 120, website: 500, audience: 2000, experience: 2000, message: 5000 },
    typed: ["email", "website"],
  },
  {
    form: "newsletter",
    page: "/newsletter",
    valid: () => newsletterFields(),
    required: ["email"],
    limits: { email: 254 },
    typed: ["email"],
  },
];

const json = { "content-type": "application/json" };
const urlencoded = { "content-type": "application/x-www-form-urlencoded" };

function jsonPost(path: string, body: unknown): RawRequest {
  return { method: "POST", path, headers: json, body: JSON.stringify(body) };
}

function rawPost(path: string, contentType: string | undefined, body: string | Buffer): RawRequest {
  return {
    method: "POST",
    path,
    headers: contentType === undefined ? {} : { "content-type": contentType },
    body,
  };
}

/** Builds the corpus: every kind of bad input, against the JSON endpoint and the page action. */
function corpus(): Case[] {
  const cases: Case[] = [];
  const add = (name: string, request: RawRequest, status?: number) =>
    cases.push({ name, request, status });

  for (const { form, page, valid, required, limits, typed } of forms) {
    const api = `/api/forms/${form}`;
    for (const path of [api, page]) {
      // A required field of the wrong JSON type counts as missing.
      for (const field of required) {
        for (const wrong of [null, [], ["x"], {}, { nested: { deeper: ["x"] } }]) {
          add(
            `${path} ${field}=${JSON.stringify(wrong)}`,
            jsonPost(path, { ...valid(), [field]: wrong }),
            400,
          );
        }
      }
      // Numbers and booleans become text, which these fields do not accept.
      for (const field of typed) {
        for (const wrong of [42, true, -1.5e300]) {
          add(`${path} ${field}=${wrong}`, jsonPost(path, { ...valid(), [field]: wrong }), 400);
        }
      }
      add(
        `${path} all numbers`,
        jsonPost(path, Object.fromEntries(required.map((f) => [f, 1]))),
        400,
      );
      add(`${path} missing everything`, jsonPost(path, {}), 400);
      add(`${path} only unknown fields`, jsonPost(path, { foo: "bar", __proto__x: "1" }), 400);

      // Bad JSON, and JSON that is not an object of fields.
      for (const body of [
        "",
        "{",
        '{"email":}',
        "{'email': 'a@b.co'}",
        '{"email":"a@b.co",}',
        "NaN",
        "null",
        "42",
        '"text"',
        "[1,2,3]",
        "\u0000",
        "[".repeat(20_000) + "]".repeat(20_000),
      ]) {
        add(
          `${path} JSON ${JSON.stringify(body.slice(0, 20))}`,
          rawPost(path, "application/json", body),
          400,
        );
      }
      add(
        `${path} deeply nested field`,
        jsonPost(path, {
          ...valid(),
          [required[0]!]: JSON.parse("[".repeat(2000) + "]".repeat(2000)),
        }),
        400,
      );

      // Not a form at all.
      for (const [type, body] of [
        ["text/plain", "email=a@b.co"],
        ["application/xml", "<contact><email>a@b.co</email></contact>"],
        [undefined, JSON.stringify(valid())],
        ["application/octet-stream", Buffer.from([0, 1, 2, 255])],
        ["text/html", "<form></form>"],
        ["image/png", Buffer.from([0x89, 0x50, 0x4e, 0x47])],
        ["multipart/form-data", "no boundary"],
        [
          "multipart/form-data; boundary=zz",
          "--zz\r\nContent-Disposition: form-data\r\n\r\nbroken",
        ],
      ] as const) {
        add(`${path} content-type ${type}`, rawPost(path, type, body), 415);
      }
      // Look-alikes of the JSON type, with a body that is no valid form either: the
      // source refuses them with 415 (exact media type); builds before that answer 400.
      for (const type of ["application/jsonp", "application/json-patch+json", "APPLICATION/JSON"]) {
        add(`${path} content-type ${type}`, rawPost(path, type, '{"email":"nope"}'));
      }

      // Invalid UTF-8 and broken percent-encoding in an otherwise incomplete form.
      for (const body of [
        Buffer.concat([
          Buffer.from("email="),
          Buffer.from([0xff, 0xfe, 0xc0, 0xaf]),
          Buffer.from("&firstName=A"),
        ]),
        "email=%ZZ%E0%A4&firstName=%",
        "email=%C0%AE%C0%AE&message=%%%",
        "%ZZ=1&%=2&email=a%00b",
        "email=" + "%F0%9F%98".repeat(50),
        "=&&&==&email",
      ]) {
        add(
          `${path} urlencoded ${JSON.stringify(body.toString().slice(0, 24))}`,
          rawPost(path, urlencoded["content-type"], body),
          400,
        );
      }
      add(
        `${path} JSON with invalid UTF-8`,
        rawPost(
          path,
          "application/json",
          Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xff, 0xc3]), Buffer.from('"}')]),
        ),
        400,
      );

      // Longer than the fields allow.
      for (const [field, max] of Object.entries(limits)) {
        const value =
          field === "email"
            ? `${"a".repeat(max)}@example.com`
            : field === "website"
              ? `https://example.com/${"p".repeat(max)}`
              : "x".repeat(max + 1);
        add(`${path} ${field} over ${max}`, jsonPost(path, { ...valid(), [field]: value }), 400);
      }

      // Bodies over the 100 KB limit, whatever their type; a body without length.
      add(`${path} 150 KB JSON`, jsonPost(path, { ...valid(), message: "x".repeat(150_000) }), 413);
      add(
        `${path} 150 KB urlencoded`,
        rawPost(path, urlencoded["content-type"], `message=${"y".repeat(150_000)}`),
        413,
      );
      add(
        `${path} 1 MB multipart`,
        rawPost(path, "multipart/form-data; boundary=b", `--b\r\n${"z".repeat(1_000_000)}`),
        413,
      );
      add(
        `${path} chunked, no length`,
        { ...jsonPost(path, {}), headers: { ...json, "transfer-encoding": "chunked" } },
        411,
      );
      add(`${path} just under the limit`, jsonPost(path, { padding: "p".repeat(99_000) }), 400);

      // Very long headers, within Node's 16 KB.
      add(
        `${path} long headers`,
        {
          ...jsonPost(path, {}),
          headers: {
            ...json,
            "user-agent": "U".repeat(6000),
            referer: `https://example.com/?utm_source=${"r".repeat(4000)}`,
            "x-padding": "p".repeat(3000),
          },
        },
        400,
      );

      // Methods a form does not take, with a valid body.
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        add(
          `${method} ${path}`,
          { ...jsonPost(path, { ...valid(), ...submissionExtras() }), method },
          405,
        );
      }
    }
    add(`GET ${api}`, { method: "GET", path: api });
    add(`HEAD ${api}`, { method: "HEAD", path: api });
    add(`OPTIONS ${api}`, { method: "OPTIONS", path: api });
  }

  // Forms that do not exist.
  for (const name of [
    "unknown",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "CONTACT",
    "contact%00",
    "..%2fcontact",
    "order",
  ]) {
    add(`unknown form ${name}`, jsonPost(`/api/forms/${name}`, contactFields()), 404);
  }
  add("form path with a tail", jsonPost("/api/forms/contact/extra", contactFields()));
  add("form path without a form", jsonPost("/api/forms/", contactFields()));
  add("broken percent in the form path", jsonPost("/api/forms/%E0%A4%A", contactFields()), 400);
  add("bare percent in the form path", jsonPost("/api/forms/%", contactFields()), 400);
  return cases;
}

/** Requests no HTTP client library sends. */
const malformed = [
  "POST /api/forms/contact HTTP/1.1\r\nHost: a b c\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
  "POST /contact HTTP/1.1\r\nHost: localhost:99999999\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
  "POST /api/forms/contact HTTP/1.0\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
  "POST /newsletter HTTP/1.1\r\nHost: x\r\nX-Forwarded-Host: [::1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
  "POST /api/forms/quote HTTP/1.1\r\nHost: x\r\nX-Forwarded-Proto: <script>\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
  "POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  "POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\nConnection: close\r\n\r\n",
  "POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\nConnection: close\r\n\r\n",
  "POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
  "POST /api/forms/contact HTTP/9.9\r\nHost: x\r\n\r\n",
  "FOO /api/forms/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
  `POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nX-Huge: ${"h".repeat(20_000)}\r\n\r\n`,
];

describe.each(engineNames)("a corpus of bad input (%s)", (engine) => {
  const databases = useEngine(engine);
  const processes = useProcesses();

  it("answers every bad request 4xx, never 5xx or a hang, and stays healthy", async () => {
    const receiver = await processes.receiver();
    const databaseUrl = await databases.fresh();
    const server = await processes.server({ DATABASE_URL: databaseUrl, ...webhookEnv(receiver) });
    const cases = corpus();
    expect(cases.length).toBeGreaterThanOrEqual(200);

    const answers = await mapConcurrent(cases, 6, async ({ request }) => {
      try {
        return await rawRequest(server.origin, request, 15_000);
      } catch (error) {
        return { status: 0, headers: {}, body: String(error) };
      }
    });
    const wrong: string[] = [];
    cases.forEach(({ name, status }, index) => {
      const answer = answers[index]!;
      const fine =
        status === undefined
          ? answer.status >= 400 && answer.status < 500
          : answer.status === status;
      if (!fine)
        wrong.push(
          `${name}: ${answer.status} (expected ${status ?? "4xx"}) ${answer.body.slice(0, 120)}`,
        );
      const leak = leakIn(answer.body);
      if (leak) wrong.push(`${name}: the answer shows ${leak}`);
    });
    // A form that does not exist answers as every form's refusal does.
    const unknown = await postJson(server.origin, "/api/forms/unknown", contactFields());
    expect(unknown.json()).toEqual({ outcome: "failed", message: "Unknown form." });

    for (const text of malformed) {
      const answer = await rawExchange(server.port, text, 15_000);
      const status = statusOf(answer);
      if (status < 400 || status >= 500)
        wrong.push(`${JSON.stringify(text.slice(0, 60))}: ${answer.slice(0, 80)}`);
      if (leakIn(answer))
        wrong.push(`${JSON.stringify(text.slice(0, 60))}: shows ${leakIn(answer)}`);
    }
    expect(wrong).toEqual([]);

    // Still healthy; none of it was stored or sent; a real submission still goes through.
    const health = await get(server.origin, "/healthz");
    expect(health.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(await readStore(databaseUrl)).toEqual({ submissions: [], outbox: [] });
    const extras = submissionExtras();
    const valid = await postJson(server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...extras,
    });
    expect(valid.status).toBe(200);
    await waitFor(() => receiver.forId(extras.submissionId).length === 1, {
      message: "the delivery",
    });
    expect(receiver.received).toHaveLength(1);
    await server.stop();
  });
});
