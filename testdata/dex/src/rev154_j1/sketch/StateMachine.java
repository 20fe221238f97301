package com.halyard.vault.jobs;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/** The allowed status transitions: PENDING -> RUNNING -> SUCCEEDED / FAILED / CANCELLED, and PENDING -> CANCELLED. */
public final class StateMachine {
    private static final Map<OpStatus, Set<OpStatus>> NEXT = new EnumMap<>(OpStatus.class);

    static {
        NEXT.put(OpStatus.PENDING, EnumSet.of(OpStatus.RUNNING, OpStatus.CANCELLED));
        NEXT.put(OpStatus.RUNNING, EnumSet.of(OpStatus.SUCCEEDED, OpStatus.FAILED, OpStatus.CANCELLED));
        NEXT.put(OpStatus.SUCCEEDED, EnumSet.noneOf(OpStatus.class));
        NEXT.put(OpStatus.FAILED, EnumSet.noneOf(OpStatus.class));
        NEXT.put(OpStatus.CANCELLED, EnumSet.noneOf(OpStatus.class));
    }

    private StateMachine() {
    }

    public static boolean allowed(OpStatus from, OpStatus to) {
        return NEXT.get(from).contains(to);
    }

    public static void check(OpStatus from, OpStatus to) {
        if (!allowed(from, to)) {
            throw new IllegalStateException("operation cannot go from " + from + " to " + to);
        }
    }
}
