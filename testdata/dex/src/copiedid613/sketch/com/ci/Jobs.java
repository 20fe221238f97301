package com.ci;

import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicLong;

/** The work queue: a command carries its operation id, the reply object copies it on. */
final class Jobs {
    /** What a tool asked for, with the operation id it will be polled by. */
    static final class Command {
        final String kind;
        final String operationId;
        final long queuedAt;

        Command(String kind, String operationId, long queuedAt) {
            this.kind = kind;
            this.operationId = operationId;
            this.queuedAt = queuedAt;
        }
    }

    /** The accepted reply: the operation id is the command's. */
    static final class Accepted {
        final String operationId;
        final int pollAfterMs;

        Accepted(String operationId, int pollAfterMs) {
            this.operationId = operationId;
            this.pollAfterMs = pollAfterMs;
        }
    }

    private final ArrayDeque<Command> pending = new ArrayDeque<>();
    private final AtomicLong exports = new AtomicLong();
    private final SecureRandom random = new SecureRandom();

    Accepted enqueue(Command command) {
        synchronized (pending) {
            pending.add(command);
        }
        return new Accepted(command.operationId, 1500);
    }

    /** Export ids: the clock and a running number, no randomness. */
    String nextExportId() {
        return "exp-" + System.currentTimeMillis() + "-" + exports.incrementAndGet();
    }

    /** Report ids: 128 bits from SecureRandom. */
    String nextReportId() {
        byte[] b = new byte[16];
        random.nextBytes(b);
        StringBuilder s = new StringBuilder("rep-");
        for (byte x : b) {
            s.append(Integer.toHexString(x & 0xff));
        }
        return s.toString();
    }
}
