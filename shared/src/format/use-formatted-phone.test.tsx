import { render, screen } from '@testing-library/react';
import { holdPrimaryContent, releasePrimaryContent } from '@hearth/shared';
import { useFormattedPhone } from './use-formatted-phone';

function Phone({ raw }: { raw: string }) {
  const phone = useFormattedPhone(raw);
  return (
    <p>
      <span data-testid="display">{phone.display}</span> <span data-testid="e164">{phone.e164 ?? '-'}</span>
    </p>
  );
}

test("shows the number as received, then formats it once the page's primary content has shown", async () => {
  holdPrimaryContent('test/featured');
  render(<Phone raw="4165550199" />);
  expect(screen.getByTestId('display')).toHaveTextContent('4165550199');
  // The formatter's chunk is not loaded while the primary content is coming.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getByTestId('display')).toHaveTextContent('4165550199');
  expect(screen.getByTestId('e164')).toHaveTextContent('-');
  releasePrimaryContent('test/featured');
  expect(await screen.findByText('(416) 555-0199')).toBeInTheDocument();
  expect(screen.getByTestId('e164')).toHaveTextContent('+14165550199');
});
