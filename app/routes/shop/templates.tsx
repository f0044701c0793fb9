// STUB
export default function Page() {
  return <h1>shop/templates</h1>;
}
