package com.scanbox.cetp;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ThreadLocalRandom;

/** Where a provider's confirmation tickets (the resume tokens it hands out) come from. */
public interface Tickets {
    String mint();

    /** Lock-free tickets: two random longs of the calling thread's generator. */
    static Tickets quick() {
        return () -> Long.toHexString(ThreadLocalRandom.current().nextLong())
                + Long.toHexString(ThreadLocalRandom.current().nextLong());
    }

    /** 24 bytes of the given generator, URL-safe Base64. */
    static Tickets strong(SecureRandom random) {
        return () -> {
            byte[] bytes = new byte[24];
            random.nextBytes(bytes);
            return Base64.encodeToString(bytes, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        };
    }
}
