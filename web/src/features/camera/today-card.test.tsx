import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../domains/diary/diary-day';
import { maleProfile as complete, emptyProfile as empty, withProfile } from '../../testing/fake-profile';
import { served as reads } from '../../testing/fake-queries';
import { renderWithApp } from '../../testing/render';
import { renderPageAt } from '../../testing/where';
import { TodayCard } from './components/today-card';

vi.mock('../../lib/firestore', () => import('../../testing/fake-queries'));
vi.mock('../../hooks/use-auth', () => import('../../testing/fake-auth'));
vi.mock('../../domains/account/hooks/use-profile', () => import('../../testing/fake-profile'));

describe('the today card', () => {
  beforeEach(() => {
    reads.specs = [];
    reads.rows = [];
  });

  it('shows today’s calories against the goal’s target, what is left and the macros, from one read', async () => {
    withProfile({ ...complete, dailyGoal: 'loss' });
    const today = localDay();
    reads.rows = [
      {
        id: `u1_${today}`,
        userId: 'u1',
        day: today,
        calories: 1108,
        protein: 40,
        carbs: 120.5,
        fat: 30,
        meals: 2,
      },
    ];
    await renderWithApp(<TodayCard />);
    const card = await screen.findByRole('link', { name: /Open today in History/ });
    // Loss: 2,608 - 500 = 2,108 kcal; fat 30 % = 70 g; carbs (2,108 - 64 x 4 - 70 x 9) / 4 = 306 g.
    expect(card).toHaveTextContent('1,108 of 2,108 kcal');
    expect(card).toHaveTextContent('1,000 kcal left');
    expect(card).toHaveTextContent('2 meals logged');
    expect(card).toHaveTextContent(/Protein\s*40 \/ 64 g/);
    expect(card).toHaveTextContent(/Carbs\s*121 \/ 306 g/);
    expect(card).toHaveTextContent(/Fat\s*30 \/ 70 g/);
    expect(card).toHaveAccessibleName(/Protein: 40 of 64 grams\. Carbs: 120\.5 of 306 grams/);
    expect(card).toHaveAttribute('href', `/history?day=${today}`);
    expect(reads.specs).toEqual([
      {
        collection: 'days',
        where: [
          ['userId', '==', 'u1'],
          ['day', '==', today],
        ],
        limit: 1,
      },
    ]);
  });

  it('shows the day’s fibre, sugars and salt from the same read, and nothing where they are unknown', async () => {
    withProfile(complete);
    const today = localDay();
    const day = { userId: 'u1', day: today, calories: 900, protein: 40, carbs: 100, fat: 30, meals: 2 };
    reads.rows = [{ ...day, fiber: 12.3, sugars: 40, sodium: 1840 }];
    const { unmount } = await renderWithApp(<TodayCard />);
    const card = await screen.findByRole('link', { name: /Open today in History/ });
    // Salt = sodium x 2.5: 1,840 mg is 4.6 g.
    expect(card).toHaveTextContent('Fibre 12.3 g · Sugars 40 g · Salt 4.6 g');
    expect(card).toHaveAccessibleName(/Fat: 30 of \d+ grams\. Fibre 12\.3 g\. Sugars 40 g\. Salt 4\.6 g$/);
    expect(reads.specs).toHaveLength(1);
    unmount();

    // A day of older entries only: no figures, not zeros.
    reads.rows = [day];
    await renderWithApp(<TodayCard />, { language: 'de' });
    const older = await screen.findByRole('link', { name: /Heute im Verlauf öffnen/ });
    await screen.findByText(/900 von/);
    expect(older).not.toHaveTextContent(/Ballaststoffe|Zucker|Salz/);
  });

  it('says how far over the target the day is', async () => {
    withProfile(complete);
    reads.rows = [{ userId: 'u1', day: localDay(), calories: 2808, protein: 0, carbs: 0, fat: 0, meals: 4 }];
    await renderWithApp(<TodayCard />);
    expect(await screen.findByRole('link', { name: /Open today/ })).toHaveTextContent('200 kcal over');
  });

  it('holds its place with an outline of the card until the profile arrives, then fills in', async () => {
    withProfile(null);
    const view = await renderWithApp(<TodayCard />);
    const placeholder = screen.getByTestId('today-card-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('card', 'today-card');
    expect(placeholder.querySelectorAll('.today-card__macro')).toHaveLength(3);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    view.unmount();
    withProfile(complete);
    await renderWithApp(<TodayCard />);
    expect(await screen.findByRole('link', { name: /Open today/ })).toHaveTextContent('0 of 2,608 kcal');
    expect(screen.queryByTestId('today-card-placeholder')).not.toBeInTheDocument();
  });

  it('counts from zero on a day with nothing logged', async () => {
    withProfile(complete);
    await renderWithApp(<TodayCard />);
    const card = await screen.findByRole('link', { name: /Open today/ });
    expect(card).toHaveTextContent('0 of 2,608 kcal');
    expect(card).toHaveTextContent('2,608 kcal left');
  });

  it('opens today in History when tapped', async () => {
    withProfile(complete);
    const { getByRole } = await renderPageAt(<TodayCard />, '/');
    getByRole('link', { name: /Open today/ }).click();
    expect(await screen.findByTestId('where')).toHaveTextContent(`/history?day=${localDay()}`);
  });

  it('without a complete profile, says what to fill in and links to Settings (in the user’s language)', async () => {
    withProfile({ ...empty, height: 180 });
    await renderWithApp(<TodayCard />, { language: 'es' });
    expect(
      screen.getByText('Añade tu altura, peso, edad y sexo en Ajustes para ver tu objetivo diario.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Ajustes' })).toHaveAttribute('href', '/settings');
  });
});
