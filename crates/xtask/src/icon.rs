//! The site's icons: a board of two squares' colours with a gold dot (the
//! mark of a Linear king), drawn as a PNG of any size by a small encoder
//! (stored deflate blocks, no compression library).

/// A square PNG of `size` pixels a side.
#[must_use]
pub fn png(size: u32) -> Vec<u8> {
    // A palette of three colours, two bits a pixel: a 512-pixel icon in
    // 64 KiB even with stored (uncompressed) deflate blocks.
    let palette = [0xf0, 0xd9, 0xb5, 0xb5, 0x88, 0x63, 0xd4, 0xa0, 0x17];
    let (light, dark, gold) = (0u8, 1u8, 2u8);
    let row_bytes = size.div_ceil(4) as usize;
    let mut raw = Vec::with_capacity(size as usize * (row_bytes + 1));
    let cell = (size / 4).max(1);
    let centre = f64::from(size) / 2.0;
    let radius = f64::from(size) / 6.0;
    for y in 0..size {
        raw.push(0); // no filter
        let mut row = vec![0u8; row_bytes];
        for x in 0..size {
            let (dx, dy) = (f64::from(x) + 0.5 - centre, f64::from(y) + 0.5 - centre);
            let index = if dx * dx + dy * dy <= radius * radius {
                gold
            } else if ((x / cell) + (y / cell)) % 2 == 0 {
                light
            } else {
                dark
            };
            row[(x / 4) as usize] |= index << (6 - 2 * (x % 4));
        }
        raw.extend_from_slice(&row);
    }
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&size.to_be_bytes());
    ihdr.extend_from_slice(&size.to_be_bytes());
    ihdr.extend_from_slice(&[2, 3, 0, 0, 0]); // 2 bits, a palette
    let mut out = vec![0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];
    chunk(&mut out, b"IHDR", &ihdr);
    chunk(&mut out, b"PLTE", &palette);
    chunk(&mut out, b"IDAT", &zlib_stored(&raw));
    chunk(&mut out, b"IEND", &[]);
    out
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    let len = u32::try_from(data.len()).unwrap_or(u32::MAX);
    out.extend_from_slice(&len.to_be_bytes());
    let start = out.len();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[start..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = data.chunks(65_535).collect();
    for (i, block) in blocks.iter().enumerate() {
        out.push(u8::from(i + 1 == blocks.len()));
        let len = u16::try_from(block.len()).unwrap_or(u16::MAX);
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in data {
        a = (a + u32::from(byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    out.extend_from_slice(&((b << 16) | a).to_be_bytes());
    out
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &byte in data {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_crc_is_the_pngs() {
        // The CRC of "IEND" with no data, as every PNG ends.
        assert_eq!(super::crc32(b"IEND"), 0xae42_6082);
    }

    #[test]
    fn an_icon_is_a_png_of_its_size() {
        let png = super::png(48);
        assert_eq!(&png[1..4], b"PNG");
        assert_eq!(&png[16..20], &48u32.to_be_bytes());
    }
}
