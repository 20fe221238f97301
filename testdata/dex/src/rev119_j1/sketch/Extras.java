package com.hearthlist.cetp;

import android.os.Bundle;
import java.util.Optional;
import java.util.function.BiFunction;

/** Reads one typed value of the request Bundle, absent when the key is missing. */
public final class Extras {
    private Extras() {
    }

    public static <T> Optional<T> read(Bundle extras, String key, BiFunction<Bundle, String, T> getter) {
        if (extras == null || !extras.containsKey(key)) {
            return Optional.empty();
        }
        return Optional.ofNullable(getter.apply(extras, key));
    }
}
