package com.fernhill.lend;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The tickets of the resolutions a provider has handed out, by resume token. */
public final class TicketCache {
    private final Map<String, Ticket> open = new ConcurrentHashMap<>();

    public void put(String token, Ticket ticket) {
        open.put(token, ticket);
    }

    /** The ticket of {@code token}; it stays in the cache, so a call that timed out can come back with it. */
    public Ticket lookup(String token) {
        return open.get(token);
    }

    /** The ticket of {@code token}, taken out of the cache: the token is spent. */
    public Ticket consume(String token) {
        return open.remove(token);
    }

    /** Records the user's answer on the ticket of {@code token}, if it is still open. */
    public void decide(String token, boolean approved) {
        open.computeIfPresent(token, (key, ticket) -> ticket.withAnswer(approved));
    }

    public int size() {
        return open.size();
    }
}
