package com.ro;

import java.security.SecureRandom;
import java.util.concurrent.atomic.AtomicLong;

final class Jobs {
    static final class Command {
        final String operationId;

        Command(String operationId) {
            this.operationId = operationId;
        }
    }

    static final class Job {
        final String id;
        final int attempts;

        Job(Command command) {
            this.id = command.operationId;
            this.attempts = 0;
        }
    }

    static final class Accepted {
        final String operationId;

        Accepted(String operationId) {
            this.operationId = operationId;
        }
    }

    static final class Result {
        final String kind;
        final String secret;

        Result(String kind, String secret) {
            this.kind = kind;
            this.secret = secret;
        }
    }

    private final AtomicLong counter = new AtomicLong();
    private final SecureRandom random = new SecureRandom();

    Job schedule(Command command) {
        return new Job(command);
    }

    Accepted accept(Job job) {
        return new Accepted(job.id);
    }

    String clockId() {
        return "exp-" + System.currentTimeMillis() + "-" + counter.incrementAndGet();
    }

    String secure() {
        return Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
    }
}
