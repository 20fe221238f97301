package com.kl;

import java.util.HashMap;
import java.util.Map;

/** Cards pinned by apps, each owned by the package that pinned it. */
final class Board {
    private static final Map<Long, String> OWNERS = new HashMap<>();
    private static final Map<Long, String> TITLES = new HashMap<>();

    private Board() {
    }

    static boolean unpin(String owner, long card) {
        if (!owner.equals(OWNERS.get(card))) {
            return false;
        }
        OWNERS.remove(card);
        return true;
    }

    static boolean rename(String owner, long card, String title) {
        if (!owner.equals(OWNERS.get(card))) {
            return false;
        }
        TITLES.put(card, title);
        return true;
    }
}
