package com.tb;

import android.app.PendingIntent;
import java.util.HashMap;
import java.util.Map;

public final class Dup {
    private static final Map<String, Integer> FLAGS = new HashMap<>();

    static {
        FLAGS.put("j", PendingIntent.FLAG_UPDATE_CURRENT);
        FLAGS.put("j", PendingIntent.FLAG_IMMUTABLE);
    }

    private Dup() {
    }

    public static int flagsFor(String tool) {
        return FLAGS.get(tool);
    }
}
