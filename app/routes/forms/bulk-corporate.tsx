// STUB
export default function Page() {
  return <h1>forms/bulk-corporate</h1>;
}
