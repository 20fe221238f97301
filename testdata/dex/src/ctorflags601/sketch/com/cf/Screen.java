package com.cf;

import android.app.PendingIntent;

/** The screen a confirmation opens and the PendingIntent flags it is opened with, fixed when it is constructed. */
public final class Screen {
    private final String pkg;
    private final String cls;
    private final int flags;

    public Screen(String pkg, String cls, int flags) {
        this.pkg = pkg;
        this.cls = cls;
        this.flags = flags;
    }

    /** A screen opened with the usual flags. */
    public Screen(String pkg, String cls) {
        this(pkg, cls, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    public String pkg() {
        return pkg;
    }

    public String cls() {
        return cls;
    }

    public int flags() {
        return flags;
    }
}
