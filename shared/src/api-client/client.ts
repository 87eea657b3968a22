import * as v from 'valibot';
import { ApiError, CLIENT_ERROR, FORCED_LOGOUT_CODE } from './api-error';

/** Paths that never carry the Authorization header (spec 1 §7). */
export const PUBLIC_PATHS = ['/lite_menus', '/menu', '/store', '/manifest', '/store_group'] as const;

export function isPublicPath(path: string): boolean {
  const bare = path.split('?')[0] as string;
  return PUBLIC_PATHS.some((publicPath) => bare === publicPath || bare.startsWith(`${publicPath}/`));
}

export interface RequestContext {
  readonly token: string | null;
  readonly storeId: string | null;
  readonly groupId: string | null;
  /** The value sent as Accept-Language. */
  readonly acceptLanguage: string;
}

export interface ApiClientOptions {
  /** Versioned API base, e.g. '/api/v1' (same origin through the host) or an absolute URL. */
  readonly baseUrl: string;
  readonly production: boolean;
  readonly context: () => RequestContext;
  readonly onForcedLogout: (reason: string) => void;
  /** Shows an error-coloured snack; called for every API error unless the call opts out. */
  readonly onErrorMessage: (message: string) => void;
  readonly fetch?: typeof fetch;
}

export interface RequestOptions<Schema extends v.GenericSchema> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly body?: unknown;
  readonly schema: Schema;
  /** Overrides the storeId header (route store rather than stored store). */
  readonly storeId?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
  /** The caller shows its own message for errors (for example a login dialog). */
  readonly silent?: boolean;
  readonly signal?: AbortSignal;
  /**
   * Receives the response headers of a successful answer (the login's Authorization token is sent
   * as a header, spec 3 §4).
   */
  readonly onResponseHeaders?: (headers: Headers) => void;
}

export interface StreamOptions {
  readonly storeId?: string | null;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  request<Schema extends v.GenericSchema>(
    path: string,
    options: RequestOptions<Schema>,
  ): Promise<v.InferOutput<Schema>>;
  /**
   * Opens a long answer (Server-Sent Events) with the same headers as `request` (EventSource cannot
   * send them) and hands back its body to read; a refusal is an ApiError, never a snack.
   */
  stream(path: string, options?: StreamOptions): Promise<ReadableStream<Uint8Array>>;
}

export function buildHeaders(
  path: string,
  context: RequestContext,
  production: boolean,
  storeOverride?: string | null,
) {
  const headers: Record<string, string> = {
    'app-name': 'OWA',
    'Content-Type': 'application/json',
    'Accept-Language': context.acceptLanguage,
  };
  if (context.token && !isPublicPath(path)) headers.Authorization = context.token;
  const storeId = storeOverride === undefined ? context.storeId : storeOverride;
  // spec 1 §7: the storeId header is removed when null.
  if (storeId) headers.storeId = storeId;
  if (context.groupId) headers['white-label-group-id'] = context.groupId;
  if (production) headers['Cache-Control'] = 'no-cache';
  return headers;
}

const ErrorBodySchema = v.object({
  errorCode: v.optional(v.string()),
  errorMsg: v.optional(v.string()),
});

function joinUrl(baseUrl: string, path: string, query: RequestOptions<v.GenericSchema>['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${queryString ? `?${queryString}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      response.status,
      CLIENT_ERROR.malformedResponse,
      'The server sent an answer the site could not read.',
    );
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const fail = (error: ApiError, silent: boolean | undefined): never => {
    if (error.errorCode === FORCED_LOGOUT_CODE) options.onForcedLogout(error.errorMsg);
    else if (!silent) options.onErrorMessage(error.errorMsg || error.errorCode);
    throw error;
  };

  return {
    async request(path, request) {
      const url = joinUrl(options.baseUrl, path, request.query);
      const headers = {
        ...buildHeaders(path, options.context(), options.production, request.storeId),
        ...request.headers,
      };
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: request.method ?? 'GET',
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: request.signal,
        });
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        return fail(new ApiError(0, CLIENT_ERROR.offline, 'Failed to connect to server'), request.silent);
      }

      let body: unknown;
      try {
        body = await readJson(response);
      } catch (error) {
        return fail(error as ApiError, request.silent);
      }

      const errorBody = v.safeParse(ErrorBodySchema, body);
      const errorCode = errorBody.success ? errorBody.output.errorCode : undefined;
      if (!response.ok || errorCode === FORCED_LOGOUT_CODE) {
        const code = errorCode ?? `HTTP_${response.status}`;
        const message = errorBody.success ? (errorBody.output.errorMsg ?? code) : code;
        return fail(new ApiError(response.status, code, message), request.silent);
      }

      const parsed = v.safeParse(request.schema, body);
      if (!parsed.success) {
        const where = parsed.issues[0] ? v.getDotPath(parsed.issues[0]) : null;
        return fail(
          new ApiError(
            response.status,
            CLIENT_ERROR.malformedResponse,
            `The server sent an answer the site could not read${where ? ` (at ${where})` : ''}.`,
          ),
          request.silent,
        );
      }
      request.onResponseHeaders?.(response.headers);
      return parsed.output;
    },

    async stream(path, stream = {}) {
      const headers = {
        ...buildHeaders(path, options.context(), options.production, stream.storeId),
        Accept: 'text/event-stream',
        ...stream.headers,
      };
      let response: Response;
      try {
        response = await fetchImpl(joinUrl(options.baseUrl, path, undefined), {
          headers,
          signal: stream.signal,
        });
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError(0, CLIENT_ERROR.offline, 'Failed to connect to server');
      }
      if (!response.ok || !response.body) {
        const body = await readJson(response).catch(() => null);
        const errorBody = v.safeParse(ErrorBodySchema, body);
        const code =
          (errorBody.success ? errorBody.output.errorCode : undefined) ?? `HTTP_${response.status}`;
        const error = new ApiError(
          response.status,
          code,
          errorBody.success ? (errorBody.output.errorMsg ?? code) : code,
        );
        return fail(error, true);
      }
      return response.body;
    },
  };
}
