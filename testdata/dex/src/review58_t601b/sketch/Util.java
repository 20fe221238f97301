package com.tb;

import java.util.Map;

public final class Util {
    private Util() {
    }

    static void tweak(Map<String, Integer> m, String k) {
        m.put(k, android.app.PendingIntent.FLAG_UPDATE_CURRENT);
    }
}
