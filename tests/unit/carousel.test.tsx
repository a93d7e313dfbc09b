import { act, fireEvent, render, screen } from '@testing-library/react';

import { Carousel } from '@/components/home/carousel';
import { SLIDES as CONTENT } from '@/lib/content/home';

const SLIDES = CONTENT.map((s) => ({ ...s, image: imgAttrs(s.img, s.alt) }));

import { imgAttrs, setReducedMotion } from '../support/media';

const instance = {
  slideTo: jest.fn(),
  destroy: jest.fn(),
  autoplay: { pause: jest.fn(), resume: jest.fn(), start: jest.fn(), stop: jest.fn() },
};
const SwiperMock = jest.fn((_el: Element, _options: Record<string, unknown>) => instance);
jest.mock('@/components/home/load-swiper', () => ({
  Swiper: function Swiper(el: Element, o: Record<string, unknown>) {
    return SwiperMock(el, o);
  },
  Autoplay: 'Autoplay',
}));
jest.mock('swiper/css', () => ({}));

async function mount() {
  render(<Carousel slides={SLIDES} />);
  await act(async () => {});
}

describe('Carousel', () => {
  beforeEach(() => {
    SwiperMock.mockClear();
    Object.values(instance.autoplay).forEach((f) => f.mockClear());
  });

  it('renders every slide and the first slide text in the server HTML, with 5 named dots', () => {
    setReducedMotion(false);
    render(<Carousel slides={SLIDES} />);
    expect(SLIDES).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: SLIDES[0]!.title })).toBeInTheDocument();
    const dots = screen.getAllByRole('button', { name: /^Toon dia \d/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(SLIDES.map((s) => s.link).sort()).toEqual(['/erfgoed', '/erfgoed', '/inspiratie', '/inspiratie', '/menukaart']);
  });

  it('sends only the first slide\'s picture with the page; the others come with Swiper', async () => {
    setReducedMotion(false);
    const { container } = render(<Carousel slides={SLIDES} />);
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual([SLIDES[0]!.alt]);
    await act(async () => {});
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual(SLIDES.map((s) => s.alt));
  });

  it('advances every 5 s with a 1.5 s transition and wraps after the last slide', async () => {
    setReducedMotion(false);
    await mount();
    const options = SwiperMock.mock.calls[0]![1];
    expect(options).toMatchObject({
      speed: 1500,
      rewind: true,
      autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
    });
  });

  it('does not autoplay under reduced motion and offers to start it', async () => {
    setReducedMotion(true);
    await mount();
    expect(SwiperMock.mock.calls[0]![1]).toMatchObject({ speed: 0, autoplay: false });
    expect(screen.getByRole('button', { name: 'Speel de carrousel af' })).toBeInTheDocument();
  });

  it('moves to a slide on a dot, and pauses while focused and on the pause button', async () => {
    setReducedMotion(false);
    await mount();
    fireEvent.click(screen.getByRole('button', { name: /^Toon dia 3/ }));
    expect(instance.slideTo).toHaveBeenCalledWith(2);
    fireEvent.focus(screen.getByRole('button', { name: /^Toon dia 1/ }));
    expect(instance.autoplay.pause).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeer de carrousel' }));
    expect(instance.autoplay.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Speel de carrousel af' })).toBeInTheDocument();
  });

  it('keeps a dot or pause pressed before Swiper has loaded, and starts there', async () => {
    setReducedMotion(false);
    render(<Carousel slides={SLIDES} />);
    // Swiper arrives after hydration; a quick visitor may already have pressed.
    fireEvent.click(screen.getByRole('button', { name: /^Toon dia 3/ }));
    expect(screen.getByRole('button', { name: /^Toon dia 3/ })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Pauzeer de carrousel' }));
    expect(screen.getByRole('button', { name: 'Speel de carrousel af' })).toBeInTheDocument();
    await act(async () => {});
    expect(SwiperMock.mock.calls[0]![1]).toMatchObject({ initialSlide: 2, autoplay: false });
  });
});
