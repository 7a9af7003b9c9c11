import { SITE_CONFIG_ELEMENT_ID as SCHEMA_ID, siteConfigSchema } from '@schemas';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig, SITE_CONFIG_ELEMENT_ID } from './site-config';

describe('site settings from the app shell', () => {
  it('reads the block the server writes, under the id the schema names', () => {
    expect(SITE_CONFIG_ELEMENT_ID).toBe(SCHEMA_ID);
    const written = siteConfigSchema.parse({ communityUrl: 'https://chat.example.org/taleforge', aiModel: true });
    expect(parseSiteConfig(JSON.stringify(written))).toEqual({ communityUrl: 'https://chat.example.org/taleforge', aiModel: true });
  });

  it('an unset, missing or unsafe link reads as no link (every community-chat link hidden), and no AI model', () => {
    for (const text of [null, '', '{', '{"communityUrl":null}', '{"communityUrl":"javascript:alert(1)"}', '{"communityUrl":"not a url"}', '[]']) {
      expect(parseSiteConfig(text)).toEqual({ communityUrl: null, aiModel: false });
    }
  });

  it('anything but an explicit true reads as the offline storyteller', () => {
    for (const text of [null, '{}', '{"aiModel":"true"}', '{"aiModel":1}', '{"aiModel":false}']) expect(parseSiteConfig(text).aiModel).toBe(false);
    expect(parseSiteConfig('{"aiModel":true}').aiModel).toBe(true);
  });
});
