import { useEffect } from 'react';

/** Sets document.title and the description meta while the page is shown (for link previews). */
export function useDocumentMeta(title: string | null, description: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previousDescription = meta.content;
    document.title = title;
    meta.content = description ?? '';
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
