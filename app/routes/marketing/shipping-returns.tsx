// STUB
export default function Page() {
  return <h1>marketing/shipping-returns</h1>;
}
