package com.pt;

import java.util.HashMap;
import java.util.Map;

/** Per-caller request counts. */
final class Meter {
    private static final Map<Integer, Integer> HITS = new HashMap<>();

    private Meter() {
    }

    static synchronized void hit(int uid) {
        HITS.merge(uid, 1, Integer::sum);
    }
}
