package io.reactivex.schedulers;

import io.reactivex.Scheduler;
import io.reactivex.internal.schedulers.ExecutorScheduler;
import java.util.concurrent.Executors;

public final class Schedulers {
    static final Scheduler IO = new ExecutorScheduler(Executors.newCachedThreadPool());

    private Schedulers() {
    }

    public static Scheduler io() {
        return IO;
    }
}
