package com.scanbox.cetp;

import java.util.Objects;

/** The screen a tool's confirmation opens, and the PendingIntent flags its handler chose for it. */
public record ScreenSpec(String packageName, String activity, int flags) {
    public ScreenSpec {
        Objects.requireNonNull(packageName, "packageName");
        Objects.requireNonNull(activity, "activity");
    }
}
