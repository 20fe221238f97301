package com.tb;

import android.app.PendingIntent;
import java.util.HashMap;
import java.util.Map;

/** Flag presets by tool: a constant table its initializer fills. */
public final class Presets {
    private static final Map<String, Integer> FLAGS = new HashMap<>();

    static {
        FLAGS.put("edit_note", PendingIntent.FLAG_UPDATE_CURRENT);
        FLAGS.put("delete_note", PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
    }

    private Presets() {
    }

    public static int flagsFor(String tool) {
        return FLAGS.get(tool);
    }
}
