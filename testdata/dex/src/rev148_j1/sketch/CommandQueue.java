package com.lumenhall.hub.exec;

import android.os.Handler;
import android.os.HandlerThread;
import android.util.Log;
import java.util.concurrent.CompletableFuture;

/**
 * Device and scene commands run one at a time, in arrival order, on one HandlerThread: two assistants can't
 * interleave their writes to the same light or scene.
 */
public final class CommandQueue {
    private static final String TAG = "LumenhallQueue";

    /** One command. */
    public interface Work<T> {
        T run() throws Exception;
    }

    private final Handler handler;

    public CommandQueue(String name) {
        HandlerThread thread = new HandlerThread(name);
        thread.start();
        handler = new Handler(thread.getLooper());
    }

    public <T> void enqueue(Work<T> work, Callback<? super T> callback) {
        boolean queued = handler.post(() -> {
            T value;
            try {
                value = work.run();
            } catch (Exception e) {
                callback.onError(e);
                return;
            }
            callback.onResult(value);
        });
        if (!queued) {
            callback.onError(new IllegalStateException("the command queue has quit"));
        }
    }

    /** enqueue() as a future that the callback completes. */
    public <T> CompletableFuture<T> submit(Work<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        enqueue(work, new Callback<T>() {
            @Override
            public void onResult(T value) {
                result.complete(value);
            }

            @Override
            public void onError(Throwable error) {
                Log.w(TAG, "command failed", error);
                result.completeExceptionally(error);
            }
        });
        return result;
    }
}
