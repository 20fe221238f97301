package com.hearthlist.cetp;

/** Hex decoding for pinned certificate digests. */
final class Base16 {
    private Base16() {
    }

    static byte[] decode(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
