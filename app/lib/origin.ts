interface RootData {
  origin: string;
}

/** The public origin (PUBLIC_URL) as the root loader published it, for meta functions. */
export function originFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === "root");
  const data = root?.loaderData as RootData | undefined;
  if (!data) throw new Error("The root loader did not provide the public origin");
  return data.origin;
}
