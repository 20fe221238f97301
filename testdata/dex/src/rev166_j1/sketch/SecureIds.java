package com.lumenframe.studio.ops;

import com.lumenframe.studio.cetp.Crypto;

/** Operation ids from SecureRandom (32 bytes, hex). */
public final class SecureIds implements IdSource {
    @Override
    public String next() {
        return "op_" + Crypto.randomToken();
    }
}
