// STUB
export default function Page() {
  return <h1>shop/brands</h1>;
}
