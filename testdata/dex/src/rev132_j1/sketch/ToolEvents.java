package com.inkbarrow.cetp;

import android.os.Handler;
import android.os.HandlerThread;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Listener registries of one provider. Start listeners hear of a call synchronously, inside call(), just before
 * the tool runs; finish listeners hear of its outcome later on the provider's events thread, so that what they
 * write to disk does not hold up the Binder call.
 */
public final class ToolEvents {
    public interface StartListener {
        void onStart(ToolCall call);
    }

    public interface FinishListener {
        void onFinish(ToolCall call, String outcome);
    }

    private final CopyOnWriteArrayList<StartListener> startListeners = new CopyOnWriteArrayList<>();
    private final CopyOnWriteArrayList<FinishListener> finishListeners = new CopyOnWriteArrayList<>();
    private final HandlerThread thread;
    private final Handler handler;

    public ToolEvents(String name) {
        thread = new HandlerThread(name);
        thread.start();
        handler = new Handler(thread.getLooper());
    }

    public void addStartListener(StartListener listener) {
        startListeners.add(listener);
    }

    public void addFinishListener(FinishListener listener) {
        finishListeners.add(listener);
    }

    void started(ToolCall call) {
        for (StartListener l : startListeners) {
            l.onStart(call);
        }
    }

    void finished(final ToolCall call, final String outcome) {
        handler.post(new Runnable() {
            @Override
            public void run() {
                for (FinishListener l : finishListeners) {
                    l.onFinish(call, outcome);
                }
            }
        });
    }

    void shutdown() {
        thread.quitSafely();
    }
}
