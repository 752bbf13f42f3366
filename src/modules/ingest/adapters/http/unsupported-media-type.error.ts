// The webhook's JSON body rule is the admin API's too: one definition, in the shared kernel.
export { UnsupportedContentEncodingError, UnsupportedMediaTypeError } from '../../../../shared/http/json-body';
