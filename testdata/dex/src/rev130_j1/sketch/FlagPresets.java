package com.copperwick.config;

import android.app.PendingIntent;
import java.util.EnumMap;

/** PendingIntent flag presets of the confirmation resolutions, by kind. */
public final class FlagPresets {
    /** How a resolution behaves once handed out. */
    public enum Kind {
        ONE_TIME,
        REFRESHABLE,
        LOCKED
    }

    private static final EnumMap<Kind, Integer> FLAGS = new EnumMap<>(Kind.class);

    static {
        FLAGS.put(Kind.ONE_TIME, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_ONE_SHOT);
        // refreshed in place when the assistant retries with other amounts, so the screen sees the new extras
        FLAGS.put(Kind.REFRESHABLE, PendingIntent.FLAG_UPDATE_CURRENT);
        FLAGS.put(Kind.LOCKED, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    private FlagPresets() {
    }

    public static int of(Kind kind) {
        Integer flags = FLAGS.get(kind);
        return flags != null ? flags : PendingIntent.FLAG_IMMUTABLE;
    }
}
