package app.hearthlink.core;

import android.util.Base64;
import java.util.Random;
import javax.inject.Provider;

/** Mints opaque tokens from whichever Random the container hands it. */
public final class TokenMint {
    private final Provider<Random> random;

    public TokenMint(Provider<Random> random) {
        this.random = random;
    }

    public String mint(String prefix) {
        byte[] raw = new byte[24];
        random.get().nextBytes(raw);
        return prefix + Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }
}
