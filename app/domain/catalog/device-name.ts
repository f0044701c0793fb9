/**
 * A device as the site names it in one line: "MacBook Air (13-inch, M2, 2022)",
 * "Dell XPS 13 9340", "Acer Chromebook 314". The brand is left out where the
 * model's name already says it.
 */
export function deviceName(brand: string, model: string): string {
  const name = model.trim();
  if (name === "") return brand === "Other" || brand === "" ? "Your laptop" : `${brand} laptop`;
  const saysBrand = name.toLowerCase().startsWith(brand.toLowerCase()) || /^macbook/i.test(name);
  return brand === "Other" || brand === "Chromebook" || saysBrand ? name : `${brand} ${name}`;
}
