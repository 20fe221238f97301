package com.es;

import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

/** Pending approvals by key (in memory; the fixture is about the screens). */
final class Approvals {
    private static final Map<String, Boolean> ANSWERS = new HashMap<>();
    private static final SecureRandom RANDOM = new SecureRandom();

    private Approvals() {
    }

    static synchronized String open() {
        String key = Long.toHexString(RANDOM.nextLong()) + Long.toHexString(RANDOM.nextLong());
        ANSWERS.put(key, Boolean.FALSE);
        return key;
    }

    static synchronized void answer(String key, boolean approved) {
        if (key != null && ANSWERS.containsKey(key)) {
            ANSWERS.put(key, approved);
        }
    }
}
