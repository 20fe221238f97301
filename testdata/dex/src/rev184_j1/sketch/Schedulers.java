package com.hearthboard.rx;

import android.os.Handler;
import android.os.Looper;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** The two schedulers the app uses: a cached pool for disk and database work, and the main looper. */
public final class Schedulers {
    private static final AtomicInteger THREADS = new AtomicInteger();
    private static final ThreadFactory FACTORY = runnable -> {
        Thread thread = new Thread(runnable, "hearth-io-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    };
    private static final Scheduler IO = new ExecutorScheduler(Executors.newCachedThreadPool(FACTORY));
    private static volatile Scheduler main;

    private Schedulers() {
    }

    public static Scheduler io() {
        return IO;
    }

    public static Scheduler mainThread() {
        Scheduler scheduler = main;
        if (scheduler == null) {
            synchronized (Schedulers.class) {
                scheduler = main;
                if (scheduler == null) {
                    scheduler = new HandlerScheduler(new Handler(Looper.getMainLooper()));
                    main = scheduler;
                }
            }
        }
        return scheduler;
    }

    static final class ExecutorScheduler implements Scheduler {
        final ExecutorService executor;

        ExecutorScheduler(ExecutorService executor) {
            this.executor = executor;
        }

        @Override
        public Disposable schedule(Runnable task) {
            return Disposables.fromFuture(executor.submit(task));
        }
    }

    static final class HandlerScheduler implements Scheduler {
        final Handler handler;

        HandlerScheduler(Handler handler) {
            this.handler = handler;
        }

        @Override
        public Disposable schedule(Runnable task) {
            handler.post(task);
            return Disposables.fromAction(() -> handler.removeCallbacks(task));
        }
    }
}
