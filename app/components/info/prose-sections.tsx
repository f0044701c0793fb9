import { Fragment } from "react";
import { Link } from "react-router";
import type { Block, Rich, ProseSection } from "./rich-text.ts";

function RichText({ value }: { value: Rich }) {
  if (typeof value === "string") return value;
  return value.map((part, index) => {
    if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>;
    if ("to" in part)
      return (
        <Link key={index} to={part.to}>
          {part.text}
        </Link>
      );
    return (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    );
  });
}

function BlockView({ block }: { block: Block }) {
  if (typeof block === "string" || Array.isArray(block)) {
    return (
      <p>
        <RichText value={block as Rich} />
      </p>
    );
  }
  if ("list" in block) {
    const items = block.list.map((item, index) => (
      <li key={index}>
        <RichText value={item} />
      </li>
    ));
    return block.ordered ? (
      <ol className="mb-4 list-decimal space-y-1 pl-6">{items}</ol>
    ) : (
      <ul>{items}</ul>
    );
  }
  if ("subheading" in block) return <h3>{block.subheading}</h3>;
  return null;
}

/** Sections of long text, each under an h2 with an anchor; style them with `prose-page`. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={section.id}>
      <h2 id={section.id} className="scroll-mt-24">
        {section.title}
      </h2>
      {section.blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </section>
  ));
}

/** A short table of contents linking to each section's heading. */
export function SectionIndex({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <nav aria-label="On this page" className="border-brand-100 bg-brand-50 rounded-2xl border p-6">
      <p className="text-ink font-semibold">On this page</p>
      <ol className="mt-3 gap-x-8 sm:columns-2">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-brand-700 hover:text-brand-900 inline-flex min-h-6 py-0.5 underline underline-offset-2"
            >
              {index + 1}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
