package com.hearthboard.rx;

import android.util.Log;

import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/** Small Disposable implementations used by the operators. */
public final class Disposables {
    private static final String TAG = "Disposables";

    private Disposables() {
    }

    public static Disposable empty() {
        return new ActionDisposable(null);
    }

    public static Disposable fromAction(Action onDispose) {
        return new ActionDisposable(onDispose);
    }

    public static Disposable fromFuture(Future<?> future) {
        return new ActionDisposable(() -> future.cancel(true));
    }

    static final class ActionDisposable implements Disposable {
        final AtomicBoolean disposed = new AtomicBoolean();
        final Action onDispose;

        ActionDisposable(Action onDispose) {
            this.onDispose = onDispose;
        }

        @Override
        public void dispose() {
            if (disposed.compareAndSet(false, true) && onDispose != null) {
                try {
                    onDispose.run();
                } catch (Exception e) {
                    Log.w(TAG, "dispose action failed", e);
                }
            }
        }

        @Override
        public boolean isDisposed() {
            return disposed.get();
        }
    }

    /** Holds the current upstream; a later set() replaces it, dispose() disposes whatever is held now or later. */
    public static final class Serial implements Disposable {
        final AtomicReference<Disposable> current = new AtomicReference<>();
        volatile boolean disposed;

        public void set(Disposable next) {
            current.set(next);
            if (disposed && next != null) {
                next.dispose();
            }
        }

        @Override
        public void dispose() {
            disposed = true;
            Disposable held = current.getAndSet(null);
            if (held != null) {
                held.dispose();
            }
        }

        @Override
        public boolean isDisposed() {
            return disposed;
        }
    }
}
