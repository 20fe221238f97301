package com.um;

import android.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

/** A registry of shared objects keyed by their type, filled at start-up. */
final class Registry {
    private final Map<Class<?>, Object> objects = new HashMap<>();

    <T> void put(Class<T> type, T object) {
        objects.put(type, object);
    }

    <T> T get(Class<T> type) {
        return type.cast(objects.get(type));
    }
}

/** The same three mints: 24 random bytes, base64. */
final class ByteMint {
    private final Random rng;

    ByteMint(Random rng) {
        this.rng = rng;
    }

    String mint() {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }
}

final class WeakMint {
    private final Random rng;

    WeakMint(Random rng) {
        this.rng = rng;
    }

    String mint() {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }
}

final class SafeMint {
    private final Random rng;

    SafeMint(Random rng) {
        this.rng = rng;
    }

    String mint() {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }
}
