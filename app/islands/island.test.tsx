import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island.tsx";

function Greeting({ name, sizes }: { name: string; sizes: readonly { inches: number }[] }) {
  return (
    <p>
      {name} {sizes.map((size) => size.inches).join(",")}
    </p>
  );
}

function WithCallback({ onPick }: { onPick: () => void }) {
  return <button onClick={onPick}>Pick</button>;
}

function WithDate({ since }: { since: Date }) {
  return <p>{since.getFullYear()}</p>;
}

describe("Island", () => {
  it("renders the component and hands the browser the same props as JSON", () => {
    const props = { name: "Ada", sizes: [{ inches: 13 }, { inches: 15 }] };
    const html = renderToStaticMarkup(
      <Island name="review-list" component={Greeting} props={props} />,
    );
    expect(html).toContain("<p>Ada 13,15</p>");
    const attribute = /data-island-props="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(JSON.parse(attribute.replaceAll("&quot;", '"'))).toEqual(props);
  });

  it("refuses, at type checking, props that JSON would not carry", () => {
    // Each directive fails `npm run typecheck` if the type stops refusing the props below it.
    const callback = (
      <Island
        name="review-list"
        component={WithCallback}
        // @ts-expect-error: a function does not survive JSON.
        props={{ onPick: () => {} }}
      />
    );
    const date = (
      <Island
        name="review-list"
        component={WithDate}
        // @ts-expect-error: a Date arrives as a string.
        props={{ since: new Date(0) }}
      />
    );
    expect([callback.props, date.props]).toHaveLength(2);
  });
});
