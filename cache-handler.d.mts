export function withEncodedHtml<T>(entry: T): T;
export function withoutQuery(flight: string): string;
export function withoutRequestQuery<T>(data: T): T;
export function keptOnDisk(
  key: string,
  data: { kind?: string; status?: number } | null | undefined,
): boolean;
declare class CacheHandler {
  constructor(ctx: object);
  readonly inner: object;
  readonly memoryOnly: object | undefined;
  get(...args: unknown[]): Promise<unknown>;
  set(...args: unknown[]): Promise<void>;
  revalidateTag(...args: unknown[]): Promise<void>;
  resetRequestCache(): void;
}
export default CacheHandler;
