// STUB
export default function Page() {
  return <h1>forms/affiliates</h1>;
}
