/*
 * How the renderer looks at a body: the open view's foreshortening, and the
 * shadow and light of every view. (The wrap's inset from the edge is the cut's
 * own: `cutting.insetInches`, geometry.ts.)
 */

/** How far the open laptop's screen and deck are foreshortened, seen from the front and above. */
export const screenTilt = 0.6;
export const deckTilt = 0.74;

/** The shadow a body casts on the table, and the light across its shell. */
export function Shading({ id, shell, edge }: { id: string; shell: string; edge: string }) {
  return (
    <defs>
      <radialGradient id={`${id}-shadow`}>
        <stop offset="0.55" stopColor="#0f172a" stopOpacity="0.42" />
        <stop offset="1" stopColor="#0f172a" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={`${id}-shell`} x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stopColor="#ffffff" stopOpacity="0.22" />
        <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
        <stop offset="1" stopColor="#000000" stopOpacity="0.16" />
      </linearGradient>
      <linearGradient id={`${id}-logo`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={shell} />
        <stop offset="0.45" stopColor="#f4f5f7" />
        <stop offset="1" stopColor={edge} />
      </linearGradient>
    </defs>
  );
}
