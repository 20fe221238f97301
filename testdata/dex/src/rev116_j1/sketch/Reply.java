package com.cinderbox.core;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** A one-shot answer handed from a worker thread back to the Binder thread that waits for it. */
public final class Reply<T> {
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile T value;

    public void put(T answer) {
        value = answer;
        done.countDown();
    }

    /** The answer, or null when none came within waitMs. */
    public T take(long waitMs) throws InterruptedException {
        return done.await(waitMs, TimeUnit.MILLISECONDS) ? value : null;
    }
}
