package com.pillpoint.util;

import android.os.Binder;

/** Runs a Callback between clearCallingIdentity and restoreCallingIdentity. */
public final class Cleared {
    private Cleared() {
    }

    public static void run(Callback cb) {
        long token = Binder.clearCallingIdentity();
        try {
            cb.onCleared();
        } finally {
            Binder.restoreCallingIdentity(token);
        }
    }
}
