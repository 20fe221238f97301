package com.tb;

import java.util.HashMap;
import java.util.Map;

/** Minters every desk starts with. */
final class Defaults {
    static final Map<String, Minter> MINTERS = new HashMap<>();

    static {
        MINTERS.put("import", new CounterMinter());
    }

    private Defaults() {
    }
}
