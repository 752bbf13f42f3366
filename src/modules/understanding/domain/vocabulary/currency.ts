import { ownEntry } from './json-reading';
/** Currencies as ISO 4217 defines them, read through the runtime's own table. */

const CODE = /^[A-Za-z]{3}$/;
/**
 * ISO 4217 minor units where the runtime's display table shows fewer digits
 * (it rounds forints and rupiah to whole units for display): an amount sent in
 * minor units is divided by ISO's exponent, whatever is shown.
 */
const ISO_MINOR_UNITS: Record<string, number> = {
  HUF: 2,
  COP: 2,
  IDR: 2,
  PKR: 2,
  MGA: 2,
  LBP: 2,
  ALL: 2,
  IRR: 2,
  YER: 2,
  SYP: 2,
  SOS: 2,
  LAK: 2,
  MMK: 2,
  KPW: 2,
  IQD: 3,
};
/**
 * Crypto-assets people hold beside their money, by their exchange codes: amounts in them are told with their code and
 * every digit sent ("0.0022 BTC"), never scaled as cents.
 */
const CRYPTO_CODES = new Set([
  'BTC',
  'ETH',
  'SOL',
  'ADA',
  'XRP',
  'LTC',
  'DOT',
  'BNB',
  'BCH',
  'ETC',
  'XLM',
  'XTZ',
  'TRX',
  'UNI',
  'DAI',
  'USDC',
  'USDT',
  'DOGE',
  'SHIB',
  'AVAX',
  'LINK',
  'ATOM',
  'ALGO',
  'NEAR',
  'MATIC',
  'POL',
]);

/** Whether a code is a crypto-asset's (BTC, ETH, USDC). */
export function isCryptoCode(code: string): boolean {
  return CRYPTO_CODES.has(code.toUpperCase());
}

/**
 * An exchange's asset code as the currency it is, or null: Kraken's `ZEUR` is EUR, `XXBT` and `XBT` bitcoin, `XETH`
 * ether (a fiat currency's code after a Z, a crypto-asset's after an X).
 */
export function assetCurrency(code: string): string | null {
  const upper = code.toUpperCase();
  if (upper === 'XBT') return 'BTC';
  if (KNOWN.has(upper) || isCryptoCode(upper)) return upper;
  return /^[XZ][A-Z]{3}$/.test(upper) ? assetCurrency(upper.slice(1)) : null;
}

/**
 * The currency a market trades in, by the codes brokers name it with (an exchange's code, an asset class such as
 * Alpaca's `us_equity`): a trade's bare prices are in it.
 */
const MARKET_CURRENCIES: Readonly<Record<string, string>> = {
  us_equity: 'USD',
  us_option: 'USD',
  nasdaq: 'USD',
  nyse: 'USD',
  arca: 'USD',
  amex: 'USD',
  bats: 'USD',
  iex: 'USD',
  otc: 'USD',
  lse: 'GBP',
  xetra: 'EUR',
  euronext: 'EUR',
  tsx: 'CAD',
  asx: 'AUD',
  tse: 'JPY',
  jpx: 'JPY',
  nse: 'INR',
  bse: 'INR',
  hkex: 'HKD',
  sgx: 'SGD',
};

/** The currency of a market named by its code (`"us_equity"`, `"NASDAQ"`), or null. */
export function marketCurrency(code: string): string | null {
  return ownEntry(MARKET_CURRENCIES, code.trim().toLowerCase()) ?? null;
}

const exponents = new Map<string, number | null>();
/** Codes the runtime knows as currencies (a well-formed "XYZ" is not one). */
const KNOWN = new Set(Intl.supportedValuesOf('currency'));

/** Digits after the decimal point of a currency's minor unit (GBP 2, JPY 0, BHD 3, HUF 2), or null for a code that is not a currency. */
export function currencyExponent(code: string): number | null {
  const upper = code.toUpperCase();
  let exponent = exponents.get(upper);
  if (exponent === undefined) {
    try {
      exponent = ownEntry(ISO_MINOR_UNITS, upper) ?? null;
      if (exponent === null)
        exponent =
          CODE.test(upper) && KNOWN.has(upper)
            ? (new Intl.NumberFormat('en-US', { style: 'currency', currency: upper }).resolvedOptions()
                .maximumFractionDigits ?? null)
            : null;
    } catch {
      exponent = null;
    }
    if (exponents.size < 1_000) exponents.set(upper, exponent);
  }
  return exponent;
}

/**
 * Roughly how many units of a currency buy one US dollar, for currencies whose unit is worth a few cents or less: an
 * order of magnitude is all that is asked of it (whether an amount read in minor units would be pennies). Data, not
 * rates: a currency left out is never judged by it.
 */
const UNITS_PER_DOLLAR: Readonly<Record<string, number>> = {
  PHP: 58,
  INR: 85,
  NGN: 1_500,
  IDR: 16_000,
  PKR: 280,
  LKR: 300,
  BDT: 120,
  NPR: 135,
  KES: 130,
  TZS: 2_500,
  EGP: 50,
  THB: 35,
  TWD: 32,
  RUB: 90,
  UAH: 41,
  HUF: 360,
  CZK: 23,
  ARS: 1_000,
  COP: 4_000,
  TRY: 35,
  DOP: 60,
  JMD: 155,
  MMK: 2_100,
  KHR: 4_000,
  MNT: 3_400,
  KZT: 500,
  UZS: 12_700,
  LAK: 21_000,
  AMD: 390,
  RSD: 105,
  ISK: 138,
  GHS: 12,
  ZAR: 18,
  ZMW: 25,
  UGX: 3_700,
  RWF: 1_350,
  ETB: 120,
  MAD: 10,
  MXN: 18,
  BRL: 5.5,
  PEN: 3.7,
  MYR: 4.5,
  CNY: 7.2,
  HKD: 7.8,
  SEK: 10.5,
  NOK: 10.5,
  DKK: 7,
  PLN: 4,
};

/** Below this, in dollars, the largest of a record's amounts read in minor units would be pennies: they are whole. */
const PENNIES = 1;

/** Whether whole amounts in a currency of little unit value, read in minor units, would all be pennies (₱18.50 cakes). */
export function minorWouldBePennies(code: string, amounts: readonly number[]): boolean {
  const perDollar = ownEntry(UNITS_PER_DOLLAR, code.toUpperCase());
  const exponent = currencyExponent(code);
  if (perDollar === undefined || exponent === null || amounts.length === 0) return false;
  const largest = Math.max(...amounts.map(Math.abs));
  return largest / 10 ** exponent / perDollar < PENNIES;
}
