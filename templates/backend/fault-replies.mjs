/**
 * What an injected fault answers, shaped like the endpoint's own answers so the runtime sees the
 * same fields a real failing service sends (docs/rules.md §7 fields, docs/rules.md §8 codes).
 */

/** Default messages for the result codes docs/rules.md §8 names. */
export const CODE_MESSAGES = {
  2100: 'Your session has expired. Please sign in again.',
  903: 'Your account has been blocked.',
  '00301': 'The product was added, please review your cart.',
  TokoUpgradeProductsError: 'Please remove Samsung Flex or Samsung Upgrade to order multiple items, or place a separate order.',
  StoreIdNotPresent: 'store_id is required for this user.',
  401: 'Unauthorized',
};

const httpCode = (code) => (/^[45]\d\d$/.test(code) ? Number(code) : null);

/** The reply for a code fault on a route of `family`. `fault.status` overrides the HTTP status. */
export function codeReply(family, fault) {
  const code = fault.code;
  const message = fault.message ?? CODE_MESSAGES[code] ?? `Injected result code ${code}`;
  let reply;
  switch (family) {
    case 'store': // p4v1 and servicesv2: resultCode/resultMessage (docs/rules.md §3 store-interface response)
      reply = { json: { resultCode: code, resultMessage: message, ...(code === '903' ? { customerStatus: 'BA' } : {}) } };
      break;
    case 'status': // sso/aemapi: the body's statusCode is the outcome; named errors go in `error`
      reply = httpCode(code) ? { json: { statusCode: Number(code), error: message } } : { json: { statusCode: 400, error: code, message } };
      break;
    case 'hybris': // tokocommercewebservices: HTTP error with an OCC errors list
      reply = { status: httpCode(code) ?? 400, json: { errors: [{ type: httpCode(code) === 401 ? 'InvalidTokenError' : httpCode(code) ? 'HttpError' : code, message }] } };
      break;
    case 'search': // searchapi/esapi: response.statusCode
      reply = { json: { response: { statusCode: httpCode(code) ?? code, statusMessage: message, resultData: {} } } };
      break;
    default: // ecom v4, content: HTTP status for numeric codes, else a named error
      reply = httpCode(code) ? { status: Number(code), json: { statusCode: Number(code), message } } : { status: 400, json: { error: code, message } };
  }
  if (fault.status) reply.status = fault.status;
  return reply;
}

/** The reply for the 500 fault. */
export function serverErrorReply() {
  return { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Injected fault' } };
}

/** A truncated JSON body (the malformed fault); sent as 200 so only parsing fails. */
export const MALFORMED_BODY = '{"resultCode":"0000","statusCode":200,"response":{"resultData":';

/** The reply for the empty fault: HTTP 200 with no body at all (not even inside a JSONP callback). */
export function emptyReply() {
  return { empty: true };
}
