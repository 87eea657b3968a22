// Spec 1 §4.8 thumbs-up: the button on cards and in the dialog, and the likes' upkeep (service app).
export { ThumbsUpButton } from './ThumbsUpButton';
export { useThumbsUpSync } from './use-thumbs-up-sync';
