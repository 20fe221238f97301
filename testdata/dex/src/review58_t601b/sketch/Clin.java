package com.tb;

import android.app.PendingIntent;
import java.util.HashMap;
import java.util.Map;

public final class Clin {
    private static final Map<String, Integer> FLAGS = new HashMap<>();

    static {
        FLAGS.put("h", PendingIntent.FLAG_IMMUTABLE);
        FLAGS.replace("h", PendingIntent.FLAG_UPDATE_CURRENT);
        FLAGS.put("i", PendingIntent.FLAG_IMMUTABLE);
        Util.tweak(FLAGS, "i");
    }

    private Clin() {
    }

    public static int flagsFor(String tool) {
        return FLAGS.get(tool);
    }
}
