package com.tidepool.reef.cetp;

import android.os.Binder;

import java.util.concurrent.Callable;

/** Runs a body under the app's own identity (in-process calls into the app's non-exported components). */
public final class AppIdentity {
    private AppIdentity() {
    }

    public static <T> T asApp(Callable<T> body) {
        final long token = Binder.clearCallingIdentity();
        try {
            return body.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("app-identity call failed", e);
        } finally {
            Binder.restoreCallingIdentity(token);
        }
    }
}
