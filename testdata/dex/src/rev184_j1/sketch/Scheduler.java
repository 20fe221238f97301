package com.hearthboard.rx;

/** Where a unit of work runs: a worker thread pool or the main looper. */
public interface Scheduler {
    Disposable schedule(Runnable task);
}
