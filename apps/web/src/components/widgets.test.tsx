import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { TextField } from './text-field';

describe('TextField', () => {
  it('binds its label and shows an error in red, marking the input invalid', () => {
    render(<TextField id="prefix" label="Vehicle Prefix" error="This field is required." />);
    const input = screen.getByLabelText('Vehicle Prefix');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('This field is required.')).toHaveClass('text-red-600');
  });

  it('shows a success message in green', () => {
    render(<TextField id="otp" label="OTP" success="OTP Verified." />);
    expect(screen.getByLabelText('OTP')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('OTP Verified.')).toHaveClass('text-green-600');
  });
});

describe('Button', () => {
  it('keeps its name, turns busy and disabled while loading', () => {
    render(<Button loading>Create</Button>);
    const button = screen.getByRole('button', { name: 'Create' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('only fades the label while loading, so browsers keep it as the accessible name', () => {
    render(<Button loading>Create</Button>);
    // Tailwind's `invisible` is visibility:hidden, which drops the text from the accessibility tree.
    const label = screen.getByText('Create');
    expect(label).toHaveClass('opacity-0');
    expect(label).not.toHaveClass('invisible');
  });
});
