/**
 * Long-form copy kept as data in *-content.ts files: plain strings, with an
 * occasional link (`to` for pages of this site, `href` for mailto:/tel:).
 */
export type Inline = string | { text: string; to: string } | { text: string; href: string };

/** A run of text: a plain string or a mix of strings and links. */
export type Rich = string | readonly Inline[];

export type Block =
  | Rich
  | { list: readonly Rich[]; /** Numbered steps rather than bullets. */ ordered?: boolean }
  | { subheading: string };

export interface ProseSection {
  /** Anchor id of the section's heading. */
  id: string;
  title: string;
  blocks: readonly Block[];
}
