import { bootMessages } from './boot-messages';
import bootEn from './locales/boot-en.json';
import en from './locales/en.json';

describe('the first paint English catalogue', () => {
  it('holds exactly the boot messages, worded as in en.json', () => {
    const ids = Object.values(bootMessages).map((descriptor) => descriptor.id);
    expect(Object.keys(bootEn).sort()).toEqual(ids.sort());
    for (const id of ids) expect(bootEn[id as keyof typeof bootEn]).toEqual(en[id as keyof typeof en]);
  });
});
