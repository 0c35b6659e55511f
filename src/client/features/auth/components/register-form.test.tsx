import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, mockFetch, renderApp } from '@/client/test/render';
import { RegisterForm } from './register-form';

function setup(onRegistered: (email: string) => void = () => {}) {
  renderApp(<RegisterForm onRegistered={onRegistered} />, { user: null });
  return userEvent.setup();
}

describe('register form', () => {
  it("shows 'Passwords do not match' together with the other messages", async () => {
    mockFetch({});
    const user = setup();
    await user.type(screen.getByLabelText('Password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm password'), 'Password2');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(screen.getByText('Username must be at least 3 characters')).toBeVisible();
  });

  it('asks for a postal code only for the United States', async () => {
    mockFetch({});
    const user = setup();
    expect(screen.queryByLabelText('Postal code')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    expect(screen.getByLabelText('Postal code')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Postal code is required for this country')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
    expect(screen.queryByLabelText('Postal code')).toBeNull();
    expect(screen.queryByText('Postal code is required for this country')).toBeNull();
  });

  it("offers the country's cities plus Other, which asks for the city name", async () => {
    mockFetch({});
    const user = setup();
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    const city = screen.getByLabelText('City') as HTMLSelectElement;
    const options = [...city.options].map((o) => o.value);
    expect(options).toContain('Toronto, Ontario');
    expect(options.at(-1)).toBe('Other');
    await user.selectOptions(city, 'Other');
    expect(screen.getByLabelText('City name')).toBeVisible();
  });

  it('registers without the confirmation and switches to login', async () => {
    let sent: Record<string, unknown> = {};
    mockFetch({
      'POST /api/auth/register': (init) => {
        sent = JSON.parse(String(init.body));
        return { status: 201, body: { user: makeUser() } };
      },
    });
    const registered: string[] = [];
    const user = setup((email) => registered.push(email));
    await user.type(screen.getByLabelText('Username'), 'ada_l');
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1');
    await user.selectOptions(screen.getByLabelText('Birth month'), 'March');
    await user.type(screen.getByLabelText('Birth year'), '1990');
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await user.selectOptions(screen.getByLabelText('City'), 'Other');
    await user.type(screen.getByLabelText('City name'), 'Springfield');
    await user.type(screen.getByLabelText('Postal code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration successful')).toBeVisible();
    expect(screen.getByText('Please check your email to verify your account.')).toBeVisible();
    await waitFor(() => expect(registered).toEqual(['ada@example.com']));
    expect(sent).toMatchObject({
      username: 'ada_l',
      birthMonth: 3,
      birthYear: 1990,
      country: 'United States',
      city: 'Springfield',
      postalCode: '12345',
    });
    expect(sent).not.toHaveProperty('confirmPassword');
  });

  it("shows 'Registration Failed' and keeps the server's reason on screen", async () => {
    mockFetch({ 'POST /api/auth/register': { status: 409, body: { error: 'Username is already taken' } } });
    const user = setup();
    await user.type(screen.getByLabelText('Username'), 'ada_l');
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1');
    await user.selectOptions(screen.getByLabelText('Birth month'), 'March');
    await user.type(screen.getByLabelText('Birth year'), '1990');
    await user.selectOptions(screen.getByLabelText('Country'), 'Japan');
    await user.selectOptions(screen.getByLabelText('City'), 'Tokyo');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeVisible();
    expect(screen.getByText('Could not create account')).toBeVisible();
    expect(screen.getByText('Username is already taken')).toBeVisible();
  });
});
