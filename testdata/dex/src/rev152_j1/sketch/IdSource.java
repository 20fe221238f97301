package com.wrenfield.notes.core;

import java.security.SecureRandom;
import java.util.concurrent.atomic.AtomicLong;

/** Fresh identifiers for session and resume tokens. */
public interface IdSource {
    String next();

    /** Time-ordered ids: the clock in base 36 and a sequence number, easy to follow through a log. */
    final class Sequential implements IdSource {
        private final Clock clock;
        private final AtomicLong sequence = new AtomicLong();

        public Sequential(Clock clock) {
            this.clock = clock;
        }

        @Override
        public String next() {
            return "wf-" + Long.toString(clock.now(), 36) + "-" + sequence.incrementAndGet();
        }
    }

    /** 32 bytes from the platform CSPRNG, as hex. */
    final class Secure implements IdSource {
        private final SecureRandom random = new SecureRandom();

        @Override
        public String next() {
            byte[] raw = new byte[32];
            random.nextBytes(raw);
            return Hex.of(raw);
        }
    }
}
