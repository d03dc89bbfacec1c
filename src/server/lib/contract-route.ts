import type {
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
  FastifyContextConfig,
} from 'fastify';
import type { AccessRule } from '#server/plugins/access';
import type {
  ContractAnswer,
  ContractBody,
  ContractHeaders,
  ContractParams,
  ContractQuery,
  RouteContract,
} from '#shared/api/contract';

/** The request a contract's handler gets: each part already validated by the contract. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: ContractParams<C>;
  Querystring: ContractQuery<C>;
  Body: ContractBody<C>;
  Headers: ContractHeaders<C>;
}>;

/** A handler answers the success body, or sends its answer itself and returns the reply. */
export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ContractAnswer<C> | FastifyReply>;

/** What the server adds to a contract: who may call it, and route options of its own. */
export type RouteServerSide = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  access: AccessRule;
  config?: Omit<FastifyContextConfig, 'access'>;
};

/**
 * The Fastify route for `contract`, its access rule beside it (plugins/access.ts). Every API
 * route is registered this way (`app.route(contractRoute(...))`), so its method, path and
 * schemas are the ones the web client calls with, and the OpenAPI document lists.
 */
export function contractRoute<C extends RouteContract>(
  contract: C,
  { access, config, ...options }: RouteServerSide,
  handler: ContractHandler<C>,
): RouteOptions {
  return {
    ...options,
    method: contract.method,
    url: contract.path,
    config: { ...config, access },
    schema: {
      summary: contract.summary,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responsesOf(contract),
    },
    handler: handler as unknown as RouteOptions['handler'],
  };
}

/**
 * The success answers in Fastify's form. An answer that is no JSON (a file, a stream, a
 * calendar) is declared by its media type, so that neither the serializer nor the docs take
 * it for JSON.
 */
function responsesOf(contract: RouteContract): Record<string, unknown> {
  const { produces, responses } = contract;
  if (!produces) return { ...responses };
  return Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [
      status,
      { description: 'Success', content: { [produces]: { schema } } },
    ]),
  );
}
