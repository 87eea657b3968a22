export {
  apiUrlAgainst,
  BANNER_DESKTOP_MEDIA,
  type BannerPictures,
  bannerPictures,
  DEFAULT_BANNER_PICTURE,
  type ImageSources,
  imageSources,
  RENDITION_WIDTHS,
  STORE_TILE_SIZES,
  storeBannerSources,
} from './pictures.js';
