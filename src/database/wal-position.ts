/** A PostgreSQL WAL position (`pg_lsn`, written `16/B374D848`) as a number that compares. */
export function walPosition(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text.trim());
  if (!match) throw new Error(`not a WAL position: ${text.slice(0, 40)}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}
