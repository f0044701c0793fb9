import { site } from "#app/domain/site.ts";

/*
 * How an e-mail's plain sections become its two bodies, text and HTML, so the
 * two cannot drift apart. Everything interpolated into HTML is escaped:
 * customers' words never become markup.
 */

export interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

export interface Section {
  heading?: string;
  /** A design's own heading, one level below a section's. */
  subheading?: string;
  /** Line breaks inside a paragraph are kept. */
  paragraphs?: string[];
  rows?: Row[];
  links?: { label: string; url: string }[];
  /** A picture above the rows (HTML only): a design on its device; 320 px wide unless said. */
  picture?: { url: string; alt: string; width?: number };
}

export function renderText(sections: Section[]): string {
  const blocks = sections.map((section) => {
    const head = [
      section.heading && `${section.heading}\n${"-".repeat(section.heading.length)}`,
      section.subheading && `* ${section.subheading}`,
      ...(section.rows ?? []).map((row) => `${row.label}: ${row.value}`),
    ];
    const body = [
      ...(section.paragraphs ?? []),
      ...(section.links ?? []).map((link) => `${link.label}:\n${link.url}`),
    ];
    // A heading sits on its text; rows and paragraphs are apart.
    const joint = section.rows ? "\n\n" : "\n";
    return [head.filter(Boolean).join("\n"), body.join("\n\n")].filter(Boolean).join(joint);
  });
  return `${blocks.join("\n\n")}\n`;
}

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Customer text must never become markup: every interpolated string goes through here. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;

/** Only web links become anchors; anything else is shown as text. */
function linkHtml({ label, url }: { label: string; url: string }): string {
  if (!/^https?:\/\//i.test(url)) return paragraphHtml(`${label}: ${url}`);
  const href = escapeHtml(url);
  return `<p style="margin:0 0 12px"><a href="${href}" style="color:#1d4ed8">${escapeHtml(label)}</a><br><span style="color:#52525b;font-size:13px;word-break:break-all">${href}</span></p>`;
}

function rowsHtml(rows: Row[]): string {
  const cells = rows.map((row) => {
    const weight = row.strong ? "font-weight:bold;" : "";
    return `<tr><td style="padding:3px 12px 3px 0;vertical-align:top;${weight}">${escapeHtml(row.label)}</td><td align="right" style="padding:3px 0;vertical-align:top;${weight}">${escapeHtml(row.value)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px">${cells.join("")}</table>`;
}

function sectionHtml(section: Section): string {
  const parts: string[] = [];
  if (section.heading) {
    parts.push(
      `<h2 style="margin:24px 0 8px;font-size:18px;border-bottom:1px solid #e4e4e7;padding-bottom:4px">${escapeHtml(section.heading)}</h2>`,
    );
  }
  if (section.subheading) {
    parts.push(
      `<h3 style="margin:16px 0 4px;font-size:16px">${escapeHtml(section.subheading)}</h3>`,
    );
  }
  if (section.picture && /^https?:\/\//i.test(section.picture.url)) {
    const width = section.picture.width ?? 320;
    parts.push(
      `<img src="${escapeHtml(section.picture.url)}" alt="${escapeHtml(section.picture.alt)}" width="${width}" style="display:block;width:${width}px;max-width:100%;height:auto;margin:4px 0 8px;border-radius:8px;background:#eef0f4">`,
    );
  }
  if (section.rows) parts.push(rowsHtml(section.rows));
  parts.push(...(section.paragraphs ?? []).map(paragraphHtml));
  parts.push(...(section.links ?? []).map(linkHtml));
  return parts.join("\n");
}

/**
 * Table layout and inline styles: what mail clients render alike. The only
 * images are the designs' pictures, each with its words beside it.
 */
export function renderHtml(title: string, sections: Section[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18181b">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${escapeHtml(site.name)}</p>
${sections.map(sectionHtml).join("\n")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
