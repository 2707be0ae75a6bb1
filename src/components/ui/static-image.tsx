import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's optimised sources and sizes on a plain <img>. The <Image> component is a client
 * component: every picture on a page would be hydrated for nothing, since the site uses none of
 * its client-side behaviour (placeholders, onLoad).
 *
 * `priority` (the page's largest paint): getImageProps only makes it eager; the high fetch
 * priority is the <Image> component's work, so it is stated here. React then preloads the
 * picture from the document's head at that priority, ahead of the scripts.
 */
export function StaticImage(props: ImageProps) {
  const { props: imgProps } = getImageProps(props.priority ? { fetchPriority: 'high', ...props } : props)
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps passes alt through
  return <img {...imgProps} />
}
