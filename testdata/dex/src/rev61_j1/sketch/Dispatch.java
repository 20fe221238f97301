package com.bikebus.core;

import android.content.Context;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The old Java job pool; marshal reports are written on it. */
public final class Dispatch {
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2);

    private Dispatch() {
    }

    public static void later(Context ctx, MarshalJob job) {
        POOL.execute(() -> job.run(ctx));
    }
}
