// STUB
export default function Page() {
  return <h1>shop/customizer</h1>;
}
