package com.shotbook.tools;

import android.util.Log;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The app's one background pool: names its threads and logs task failures. */
public class ShotPool extends ThreadPoolExecutor {
    public ShotPool() {
        super(1, 2, 30L, TimeUnit.SECONDS, new LinkedBlockingQueue<Runnable>());
    }

    @Override
    protected void beforeExecute(Thread t, Runnable r) {
        super.beforeExecute(t, r);
        t.setName("shotbook-io");
    }

    @Override
    protected void afterExecute(Runnable r, Throwable t) {
        super.afterExecute(r, t);
        if (t != null) {
            Log.w("ShotBook", "background task failed", t);
        }
    }
}
