package com.example.r30x;

import android.os.Binder;
import android.util.Log;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

final class HookedPool extends ThreadPoolExecutor {
    HookedPool() { super(1, 1, 0L, TimeUnit.SECONDS, new LinkedBlockingQueue<>()); }
    @Override protected void afterExecute(Runnable r, Throwable t) {
        super.afterExecute(r, t);
        Log.i("pool", "done for " + Binder.getCallingUid());
    }
}
