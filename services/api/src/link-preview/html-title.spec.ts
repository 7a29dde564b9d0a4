import { isPublicAddress, mappedIpv4 } from './address-policy';
import { decodeEntities, decodeHtml, detectCharset, extractTitle, TITLE_MAX } from './html-title';

describe('extractTitle (ARCHITECTURE §4.10)', () => {
  it('prefers og:title in either attribute order, then <title>', () => {
    expect(extractTitle('<head><title>페이지</title><meta property="og:title" content="상품 이름"></head>')).toBe('상품 이름');
    expect(extractTitle("<meta content='뒤집힌 순서' property='og:title'/>")).toBe('뒤집힌 순서');
    expect(extractTitle('<meta name="og:title" content="name 속성">')).toBe('name 속성');
    expect(extractTitle('<meta property="og:title" content="  "><TITLE lang="ko">\n  아기   욕조 &amp; 샴푸 \n</TITLE>')).toBe('아기 욕조 & 샴푸');
    expect(extractTitle('<html><body>no title</body></html>')).toBeNull();
    expect(extractTitle('<title>unclosed')).toBeNull();
  });

  it('decodes entities, collapses whitespace and caps the length', () => {
    expect(decodeEntities('&lt;b&gt; &#39;a&#x27; &quot;q&quot; &nbsp;&unknown; &#0; &#xD800;')).toBe('<b> \'a\' "q"  &unknown; &#0; &#xD800;');
    expect(extractTitle(`<title>${'가'.repeat(400)}</title>`)).toHaveLength(TITLE_MAX);
  });

  it('stays linear on hostile pages full of unclosed tags', () => {
    const hostile = '<title x'.repeat(100_000) + '<meta property="og:title" '.repeat(20_000);
    const started = Date.now();
    expect(extractTitle(hostile)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads the charset from the header or a <meta>, decoding EUC-KR pages', () => {
    const euckr = Buffer.from([0x3c, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x3e, 0xbe, 0xc6, 0xb1, 0xe2, 0x3c, 0x2f, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x3e]); // <title>아기</title>
    expect(detectCharset('text/html; charset=EUC-KR', euckr)).toBe('euc-kr');
    expect(extractTitle(decodeHtml(euckr, 'euc-kr'))).toBe('아기');
    const meta = Buffer.concat([Buffer.from('<meta charset="euc-kr">'), euckr]);
    expect(detectCharset('text/html', meta)).toBe('euc-kr');
    expect(detectCharset(undefined, Buffer.from('<p>'))).toBe('utf-8');
    expect(decodeHtml(Buffer.from('<title>ok</title>'), 'no-such-charset')).toBe('<title>ok</title>');
  });
});

describe('isPublicAddress (ARCHITECTURE §5 "Outbound fetches")', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '169.254.0.1',
    '100.64.0.1',
    '100.127.255.255',
    '192.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::',
    '64:ff9b::7f00:1',
    '2001::1',
    '[::1]',
    'localhost',
    '',
    'not-an-ip',
    '1.2.3',
    '01.2.3.4',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '211.249.220.24',
    '::ffff:8.8.8.8',
    '2001:4860:4860::8888',
    '2606:4700:4700::1111',
    '2404:6800:4004:80f::200e',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads IPv4-mapped IPv6 addresses', () => {
    expect(mappedIpv4('::ffff:192.168.1.1')).toBe('192.168.1.1');
    expect(mappedIpv4('::FFFF:c0a8:0101')).toBe('192.168.1.1');
    expect(mappedIpv4('2001:db8::1')).toBeNull();
  });
});
