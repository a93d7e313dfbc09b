// One entry for the carousel's lazy chunk, so Swiper's core and its Autoplay module share code.
export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
