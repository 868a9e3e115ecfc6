/** Groups the digits of a whole number by thousands with '.', as pt-BR writes them ("20001" → "20.001"). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A whole number as pt-BR writes it ("5.000"), by hand rather than with Intl so that a message built
 * when its module loads costs no locale data (docs/decisions/0028). For the limits the messages quote.
 */
export function formatInteger(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number: ${n}`);
  return (n < 0 ? '-' : '') + groupThousands(String(Math.abs(n)));
}

/** '1,2 MB', '350 kB', '900 bytes': a file size as a Brazilian reader writes it. */
export function formatTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  const mb = bytes / (1024 * 1024);
  return `${mb.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
