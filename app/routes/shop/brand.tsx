// STUB
export default function Page() {
  return <h1>shop/brand</h1>;
}
