package com.gridnote.util;

import android.app.PendingIntent;

/** PendingIntent flags for the confirmation screens. */
public final class PiFlags {
    private static final int UPDATE = 0x08000000;

    private PiFlags() {
    }

    /** The report form lets the user edit the area before sending. */
    public static int editable() {
        return UPDATE | 0x02000000;
    }

    public static int locked() {
        return UPDATE | 0x04000000;
    }
}
