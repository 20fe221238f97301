package com.gridnote.util;

import android.os.Binder;
import java.util.function.Supplier;

/** Runs a body with the provider's own identity (for the outage back end). */
public final class Identity {
    private Identity() {
    }

    public static <T> T cleared(Supplier<T> body) {
        long token = Binder.clearCallingIdentity();
        try {
            return body.get();
        } finally {
            Binder.restoreCallingIdentity(token);
        }
    }
}
