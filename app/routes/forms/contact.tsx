// STUB
export default function Page() {
  return <h1>forms/contact</h1>;
}
