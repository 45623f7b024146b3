import { useState } from 'react';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appI18n } from '../../../app/language/app-language';
import { ScoreSlider, TAP_SLOP_PX } from './score-slider';

/** A slider 0..10 whose track is 200 px wide from x = 100: each point is 20 px. */
function renderSlider(initial = 0) {
  function Harness() {
    const [value, setValue] = useState(initial);
    return <ScoreSlider id="build" label="Build Quality" value={value} max={10} onChange={setValue} />;
  }
  // Inside the app's translator, as on the scoring page.
  render(
    <I18nProvider i18n={appI18n}>
      <Harness />
    </I18nProvider>,
  );
  const track = screen.getByTestId('build-track');
  track.getBoundingClientRect = () => new DOMRect(100, 0, 200, 44);
  return { track, slider: screen.getByRole('slider', { name: 'Build Quality' }) };
}

/** A touch as the browser reports it: the primary pointer of a finger. */
const finger = (clientX: number, clientY = 20) => ({ pointerId: 1, pointerType: 'touch', isPrimary: true, clientX, clientY });

describe('ScoreSlider', () => {
  it('a tap on the track sets the score under the finger', () => {
    const { track, slider } = renderSlider();
    fireEvent.pointerDown(track, finger(160));
    fireEvent.pointerUp(track, finger(160));
    expect(slider).toHaveAttribute('aria-valuenow', '3');

    // A finger that wobbles a little is still a tap; the score is where it came down.
    fireEvent.pointerDown(track, finger(281));
    fireEvent.pointerMove(track, finger(281 + TAP_SLOP_PX - 2, 23));
    fireEvent.pointerUp(track, finger(281 + TAP_SLOP_PX - 2, 23));
    expect(slider).toHaveAttribute('aria-valuenow', '9');

    // A mouse click on the track too; past either end it is the end.
    fireEvent.pointerDown(track, { ...finger(90), pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(track, { ...finger(90), pointerType: 'mouse', button: 0 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('a brush across the track changes nothing: a moving touch, a scroll the browser takes over, a second finger', () => {
    const { track, slider } = renderSlider(5);
    // Sideways across the track (a palm, a sleeve), even when it ends where it began.
    fireEvent.pointerDown(track, finger(120));
    fireEvent.pointerMove(track, finger(120 + TAP_SLOP_PX + 1));
    fireEvent.pointerMove(track, finger(120));
    fireEvent.pointerUp(track, finger(120));
    // A vertical scroll: the track lets the page pan, so the browser cancels the pointer.
    fireEvent.pointerDown(track, finger(260));
    fireEvent.pointerCancel(track, finger(260));
    fireEvent.pointerUp(track, finger(260));
    // A finger that slides off the track before lifting.
    fireEvent.pointerDown(track, finger(140));
    fireEvent.pointerLeave(track, finger(140, 60));
    fireEvent.pointerUp(track, finger(140));
    // A second finger while another touches the screen; a right click.
    fireEvent.pointerDown(track, { ...finger(280), pointerId: 2, isPrimary: false });
    fireEvent.pointerUp(track, { ...finger(280), pointerId: 2, isPrimary: false });
    fireEvent.pointerDown(track, { ...finger(280), pointerType: 'mouse', button: 2 });
    fireEvent.pointerUp(track, { ...finger(280), pointerType: 'mouse', button: 2 });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
  });

  it('a touch on the thumb is a drag: it moves with the finger, and lifting it does not jump', () => {
    const { track, slider } = renderSlider(5);
    slider.setPointerCapture = () => {};
    // Landing on the thumb a little off its centre and lifting: no tap, no change.
    fireEvent.pointerDown(slider, finger(205));
    fireEvent.pointerUp(slider, finger(205));
    expect(slider).toHaveAttribute('aria-valuenow', '5');

    fireEvent.pointerDown(slider, finger(200));
    fireEvent.pointerMove(slider, finger(240));
    fireEvent.pointerUp(slider, finger(240));
    expect(slider).toHaveAttribute('aria-valuenow', '7');
    expect(track).toContainElement(slider);
  });

  it('keeps its name, range and keys', async () => {
    const { slider } = renderSlider(2);
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '10');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{End}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '9');
    await userEvent.click(screen.getByRole('button', { name: 'Lower Build Quality' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise Build Quality' }));
    expect(slider).toHaveAttribute('aria-valuenow', '9');
  });
});
