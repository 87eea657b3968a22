// Address suggestions while the diner types a delivery address (spec 2 §2; a path chosen here).
import * as v from 'valibot';

/** Spec 2 §9: the default country is CA; the country-code list holds two-letter codes. */
const CountryListSchema = v.pipe(
  v.string(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}(,[A-Z]{2}){0,4}$/, 'must be two-letter country codes separated by commas'),
  v.transform((text) => text.split(',')),
);

export const SuggestionQuerySchema = v.object({
  q: v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters')),
  country: v.optional(CountryListSchema, 'CA'),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(10),
    ),
    '5',
  ),
});

/** One place the diner may pick; postCode null: the place has none, so it is no delivery address. */
export const AddressSuggestionSchema = v.object({
  id: v.string(),
  label: v.string(),
  address: v.object({
    addressLine1: v.string(),
    city: v.string(),
    province: v.string(),
    country: v.string(),
    postCode: v.nullable(v.string()),
    gpsCoordinate: v.object({ latitude: v.number(), longitude: v.number() }),
  }),
});
export type AddressSuggestion = v.InferOutput<typeof AddressSuggestionSchema>;

/** GET /address/suggestions. */
export const SuggestionsAnswerSchema = v.object({ suggestions: v.array(AddressSuggestionSchema) });
