/**
 * Birth month and year, country, city and postal code: the part of the register and complete-profile
 * forms that follows the location reference (docs/product.md sections 3 and 5). Used inside a react-hook-form
 * FormProvider whose values have these five fields.
 */
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { MONTH_NAMES } from '@/shared/format';
import { COUNTRIES, cityChoices, OTHER_CITY, requiresPostal } from '@/shared/locations';

export interface LocationValues {
  birthMonth: unknown;
  birthYear: unknown;
  country: string;
  city: string;
  postalCode?: string | null;
}

export function LocationFields({ idPrefix }: { idPrefix: string }) {
  const form = useFormContext<LocationValues>();
  const { errors, isSubmitted } = form.formState;
  const country = form.watch('country') ?? '';
  // Which entry of the city list is chosen; the form's `city` holds the name that is sent.
  const [cityChoice, setCityChoice] = useState('');
  const id = (name: string) => `${idPrefix}-${name}`;
  const setField = (name: 'city' | 'postalCode', value: string) =>
    form.setValue(name, value, { shouldValidate: isSubmitted, shouldDirty: true });

  const countryField = form.register('country', {
    onChange: () => {
      setCityChoice('');
      setField('city', '');
      setField('postalCode', '');
    },
  });

  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <FormField id={id('birth-month')} label="Birth month" error={errors.birthMonth?.message}>
          <Select autoComplete="bday-month" {...form.register('birthMonth')}>
            <option value="">Month</option>
            {MONTH_NAMES.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={id('birth-year')} label="Birth year" error={errors.birthYear?.message}>
          <Input
            inputMode="numeric"
            autoComplete="bday-year"
            placeholder="e.g. 1995"
            maxLength={4}
            {...form.register('birthYear')}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('country')} label="Country" error={errors.country?.message}>
          <Select autoComplete="country-name" {...countryField}>
            <option value="">Select a country</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.name}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id={id('city-choice')}
          label="City"
          error={cityChoice === OTHER_CITY ? undefined : errors.city?.message}
        >
          <Select
            value={cityChoice}
            disabled={!country}
            onChange={(event) => {
              const choice = event.target.value;
              setCityChoice(choice);
              setField('city', choice === OTHER_CITY ? '' : choice);
            }}
          >
            <option value="">{country ? 'Select a city' : 'Select a country first'}</option>
            {country
              ? cityChoices(country).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))
              : null}
          </Select>
        </FormField>
      </div>
      {cityChoice === OTHER_CITY ? (
        <FormField id={id('city')} label="City name" error={errors.city?.message}>
          <Input autoComplete="address-level2" placeholder="Your city" {...form.register('city')} />
        </FormField>
      ) : null}
      {requiresPostal(country) ? (
        <FormField id={id('postal-code')} label="Postal code" error={errors.postalCode?.message}>
          <Input
            autoComplete="postal-code"
            inputMode="numeric"
            placeholder="e.g. 10001"
            {...form.register('postalCode')}
          />
        </FormField>
      ) : null}
    </>
  );
}

/** What the location fields send: the postal code only where it was given. */
export function locationBody<T extends { postalCode?: string | null }>(values: T): T {
  const postalCode = values.postalCode?.trim();
  return { ...values, postalCode: postalCode ? postalCode : undefined };
}
