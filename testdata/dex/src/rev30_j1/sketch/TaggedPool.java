package com.example.r30j1;

import android.os.Binder;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

final class TaggedPool extends ThreadPoolExecutor {
    private final Audit audit;
    TaggedPool(Audit audit) {
        super(1, 2, 30L, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
        this.audit = audit;
    }
    @Override public void execute(Runnable task) {
        audit.record("queued", Binder.getCallingUid());                // NM CETP603 (execute runs on the caller's thread)
        super.execute(task);
    }
    @Override protected void beforeExecute(Thread worker, Runnable task) {
        audit.record("started", Binder.getCallingUid());               // TP CETP603 (beforeExecute runs on the worker)
    }
}
