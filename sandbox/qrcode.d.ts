// The one function of the `qrcode` package the sandbox uses (the package ships no types of its own).
declare module 'qrcode' {
  interface QRCodeToBufferOptions {
    type?: 'png';
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
  }
  export function toBuffer(text: string, options?: QRCodeToBufferOptions): Promise<Buffer>;
  const QRCode: { toBuffer: typeof toBuffer };
  export default QRCode;
}
