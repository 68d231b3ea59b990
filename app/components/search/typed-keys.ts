/**
 * The box's text without the characters `allowedKey` would have blocked, had they been typed after
 * the page's scripts ran. Only what the visitor inserted into the page's own text (`original`, e.g.
 * a search carried in the URL) is cleaned: that text may hold characters, such as spaces, the keys
 * may not add.
 */
export function withoutBlockedKeys(text: string, original: string, allowedKey: RegExp): string {
  const now = [...text];
  const before = [...original];
  let start = 0;
  while (start < now.length && start < before.length && now[start] === before[start]) start++;
  let end = 0;
  while (
    end < now.length - start &&
    end < before.length - start &&
    now[now.length - 1 - end] === before[before.length - 1 - end]
  )
    end++;
  const inserted = now.slice(start, now.length - end).filter((character) => allowedKey.test(character));
  return [...now.slice(0, start), ...inserted, ...now.slice(now.length - end)].join("");
}
