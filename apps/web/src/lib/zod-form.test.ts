import { createAdditionalProductRequest, createProductFields, mobileLinkInput } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/render';
import { ApiError } from './api-error';
import { serverFieldErrors, zodResolver } from './zod-form';

const en = createTestI18n('en').t;
const fi = createTestI18n('fi').t;

describe('zodResolver', () => {
  it("names each field's first problem in the reader's language", () => {
    const validate = zodResolver(createAdditionalProductRequest, en);
    expect(validate({ name: '  ', price: '12.345', description: 'x'.repeat(10_001) })).toEqual({
      name: '* This field is required',
      price: 'Check this value.',
      description: 'At most 10000 characters.',
    });
    expect(zodResolver(createAdditionalProductRequest, fi)({ name: '', price: 1 })).toEqual({
      name: '* Tämä kenttä on pakollinen',
    });
  });

  it("uses the form's own words where it has them, and the schema's codes", () => {
    const validate = zodResolver(createProductFields, en, {
      messages: { required: 'products.problems.required', fields: { price: 'products.problems.invalidPrice' } },
    });
    const errors = validate({
      product_category_id: 1,
      manufacturer: '',
      name: 'Tap',
      code: 'T1',
      price: 'ten',
      external_link: 'javascript:alert(1)',
    });
    expect(errors).toEqual({
      manufacturer: 'Required',
      price: 'Enter a price from 0 to 1,000,000 with at most 2 decimals',
      external_link: 'Enter an address starting with http:// or https://',
    });
  });

  it('marks a field the spec requires though the schema leaves it to the server', () => {
    const validate = zodResolver(createProductFields, en, {
      messages: { required: 'products.problems.required' },
      required: ['price'],
    });
    expect(validate({ product_category_id: 1, manufacturer: '', name: ' ', code: '', price: '' })).toEqual({
      manufacturer: 'Required',
      name: 'Required',
      code: 'Required',
      price: 'Required',
    });
  });

  it("checks a typed price by the server's rule: 0…1,000,000, 2 decimals, a comma or a point", () => {
    const validate = zodResolver<{ price: string }>(createAdditionalProductRequest, en, {
      toInput: ({ price }) => ({ name: 'Extra', price }),
    });
    for (const price of ['12', '12,5', '12.50', '0', '1000000']) expect(validate({ price }), price).toEqual({});
    for (const price of ['abc', '-1', '12.345', '1e3']) {
      expect(validate({ price }), price).toEqual({ price: 'Check this value.' });
    }
    expect(validate({ price: '1000000.01' })).toEqual({ price: 'At most 1000000.' });
  });

  it('checks what `toInput` makes of the values', () => {
    const validate = zodResolver<{ title: string; link: string; order: number | string }>(mobileLinkInput, en, {
      toInput: (values) => ({ ...values, order: values.order === '' ? 0 : values.order }),
    });
    expect(validate({ title: 'Menu', link: 'https://example.test', order: '' })).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it("translates the server's codes as the form's own problems, and zod's sentences as 'check'", () => {
    const error = new ApiError({
      status: 422,
      code: -1,
      fields: {
        email: ['email-in-use'],
        name: ['Too small: expected string to have >=1 characters'],
        price: ['required'],
      },
    });
    expect(serverFieldErrors(en, error, { required: 'products.problems.required' })).toEqual({
      email: 'This e-mail address already has an account.',
      name: 'Check this value.',
      price: 'Required',
    });
    expect(serverFieldErrors(en, new Error('offline'))).toEqual({});
  });
});
