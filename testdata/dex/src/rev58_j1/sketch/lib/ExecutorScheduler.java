package io.reactivex.internal.schedulers;

import io.reactivex.Scheduler;
import java.util.concurrent.Executor;

public final class ExecutorScheduler extends Scheduler {
    final Executor executor;

    public ExecutorScheduler(Executor executor) {
        this.executor = executor;
    }

    @Override
    public void scheduleDirect(Runnable run) {
        executor.execute(run);
    }
}
