package app.shoebox.core;

import android.util.Base64;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Token pieces and the one place that glues them together. */
public final class Tokens {
    private static final SecureRandom RNG = new SecureRandom();

    private Tokens() {
    }

    /** {@code bytes} SecureRandom bytes, URL-safe Base64 without padding. */
    public static String secure(int bytes) {
        byte[] b = new byte[bytes];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_PADDING | Base64.NO_WRAP);
    }

    /** The current time in base 36: short and sortable. */
    public static String stamp() {
        return Long.toString(Instant.now().toEpochMilli(), 36);
    }

    public static String join(String... parts) {
        return Stream.of(parts).collect(Collectors.joining("_"));
    }
}
