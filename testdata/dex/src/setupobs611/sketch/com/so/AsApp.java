package com.so;

import android.os.Binder;
import java.util.concurrent.Callable;

/** Runs a body under the app's own identity. */
final class AsApp {
    private AsApp() {}

    static <T> T run(Callable<T> body) {
        long token = Binder.clearCallingIdentity();
        try {
            return body.call();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        } finally {
            Binder.restoreCallingIdentity(token);
        }
    }
}
