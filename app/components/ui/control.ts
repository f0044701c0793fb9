/** The look of a text box or select, in forms and in filters alike. */
export const controlClass =
  "w-full rounded-lg border border-gray-400 bg-white px-3 py-2.5 text-ink placeholder:text-gray-600 aria-invalid:border-red-700";
