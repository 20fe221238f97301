package com.example.r36j1;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

// Confirmation tickets of the courier desk.
final class ParcelTickets {
    private final AtomicLong serial = new AtomicLong();
    private final Map<String, String> argsByTicket = new ConcurrentHashMap<>();

    String issue(String args) {
        String ticket = Long.toHexString(System.nanoTime()) + "-" + serial.incrementAndGet();
        argsByTicket.put(ticket, args);
        return ticket;
    }

    boolean accept(String ticket, String args) {
        return ticket != null && args.equals(argsByTicket.get(ticket));
    }
}
