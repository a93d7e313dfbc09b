export function withEncodedHtml<T>(entry: T): T;
declare class CacheHandler {
  constructor(ctx: object);
  readonly inner: object;
  get(...args: unknown[]): Promise<unknown>;
  set(...args: unknown[]): Promise<void>;
  revalidateTag(...args: unknown[]): Promise<void>;
  resetRequestCache(): void;
}
export default CacheHandler;
