package com.quirewell.cetp;

import org.json.JSONObject;

/** What an annotated tool method hands back: a value, or a request to confirm on one of our screens first. */
public final class Outcome {
    private final JSONObject value;
    private final Screen screen;
    private final String summary;
    private final int flags;

    private Outcome(JSONObject value, Screen screen, String summary, int flags) {
        this.value = value;
        this.screen = screen;
        this.summary = summary;
        this.flags = flags;
    }

    public static Outcome value(JSONObject value) {
        return new Outcome(value, null, null, 0);
    }

    /** flags are the PendingIntent flags of the confirmation's resolution. */
    public static Outcome confirm(Screen screen, String summary, int flags) {
        return new Outcome(null, screen, summary, flags);
    }

    public boolean needsUser() {
        return screen != null;
    }

    public JSONObject value() {
        return value;
    }

    public Screen screen() {
        return screen;
    }

    public String summary() {
        return summary;
    }

    public int flags() {
        return flags;
    }
}
