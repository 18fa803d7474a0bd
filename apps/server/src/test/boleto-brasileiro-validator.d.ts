/** Types of the independent validator used only by the tests (the package ships none). */
declare module 'boleto-brasileiro-validator' {
  const validator: {
    /** Checks a 47-digit line; with `validateBlocks` it also checks the three modulo-10 field digits. */
    boletoBancarioLinhaDigitavel(line: string, validateBlocks?: boolean): boolean;
    /** Checks the modulo-11 general check digit of a 44-digit barcode. */
    boletoBancarioCodigoBarras(barcode: string): boolean;
  };
  export default validator;
}
