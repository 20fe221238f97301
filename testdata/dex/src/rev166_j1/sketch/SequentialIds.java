package com.lumenframe.studio.ops;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Short, sortable operation ids ("op_1042"), continued across restarts from the highest number the
 * durable table has seen.
 */
public final class SequentialIds implements IdSource {
    private final AtomicLong last;

    public SequentialIds(long highestUsed) {
        this.last = new AtomicLong(highestUsed);
    }

    @Override
    public String next() {
        long n = last.incrementAndGet();
        return "op_" + n;
    }
}
