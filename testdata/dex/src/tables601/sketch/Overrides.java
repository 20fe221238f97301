package com.tb;

import java.util.HashMap;
import java.util.Map;

/** The same kind of map, but settings code changes it later: not a constant table. */
public final class Overrides {
    private static final Map<String, Integer> FLAGS = new HashMap<>();

    static {
        FLAGS.put("share_note", android.app.PendingIntent.FLAG_IMMUTABLE);
    }

    private Overrides() {
    }

    public static void set(String tool, int flags) {
        FLAGS.put(tool, flags);
    }

    public static int flagsFor(String tool) {
        return FLAGS.get(tool);
    }
}
