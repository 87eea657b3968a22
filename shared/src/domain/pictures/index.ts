export {
  apiUrlAgainst,
  BANNER_DESKTOP_MEDIA,
  type BannerPictures,
  bannerPictures,
  DEFAULT_BANNER_PICTURE,
  type ImageSources,
  imageSources,
  RENDITION_WIDTHS,
  storeBannerSources,
} from './pictures.js';
