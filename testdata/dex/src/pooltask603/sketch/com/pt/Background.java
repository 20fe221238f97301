package com.pt;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** One worker thread for the provider's background operations. */
final class Background {
    private static final ExecutorService POOL = Executors.newSingleThreadExecutor();

    private Background() {
    }

    static void submit(Runnable task) {
        // the pool runs a wrapper that calls the task it captured
        POOL.execute(() -> task.run());
    }
}
