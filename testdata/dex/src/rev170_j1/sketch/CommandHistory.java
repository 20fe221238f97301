package com.relaykit.home.core;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The undo stack behind undo_last_change: the last reversible commands each caller ran, newest first. Only a
 * convenience; it is not the record of what was executed (that is the tool provider's business).
 */
public final class CommandHistory {
    private final int depth;
    private final Map<Integer, Deque<Command>> byCaller = new HashMap<>();

    public CommandHistory(int depth) {
        this.depth = depth;
    }

    public synchronized void record(int uid, Command command) {
        if (!command.reversible()) {
            return;
        }
        Deque<Command> stack = byCaller.get(uid);
        if (stack == null) {
            stack = new ArrayDeque<>();
            byCaller.put(uid, stack);
        }
        stack.push(command);
        while (stack.size() > depth) {
            stack.removeLast();
        }
    }

    /** Removes and returns the newest command of this caller, or null. */
    public synchronized Command takeLast(int uid) {
        Deque<Command> stack = byCaller.get(uid);
        return stack == null ? null : stack.pollFirst();
    }

    public synchronized Command peekLast(int uid) {
        Deque<Command> stack = byCaller.get(uid);
        return stack == null ? null : stack.peekFirst();
    }
}
