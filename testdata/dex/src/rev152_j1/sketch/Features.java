package com.wrenfield.notes.di;

import android.content.Context;
import android.content.SharedPreferences;

/** Feature switches, off unless the remote-config sync stored them on in "features". */
public final class Features {
    /** Keep the attachments provider's request_id records in SQLite (rolling out). */
    public static final String DURABLE_DEDUP = "attachments_durable_dedup";

    private final SharedPreferences switches;

    private Features(SharedPreferences switches) {
        this.switches = switches;
    }

    public static Features from(Context context) {
        return new Features(context.getSharedPreferences("features", Context.MODE_PRIVATE));
    }

    public boolean on(String name) {
        return switches.getBoolean(name, false);
    }
}
