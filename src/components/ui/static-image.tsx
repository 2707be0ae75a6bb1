import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's optimised sources and sizes on a plain <img>. The <Image> component is a client
 * component: every picture on a page would be hydrated for nothing, since the site uses none of
 * its client-side behaviour (placeholders, onLoad).
 */
export function StaticImage(props: ImageProps) {
  const { props: imgProps } = getImageProps(props)
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps passes alt through
  return <img {...imgProps} />
}
