package com.example.hdd;

import android.os.Bundle;
import java.util.concurrent.ConcurrentHashMap;

// book_slot: a memory map in front of RequestLog, whose keys are built from
// the request id ("req_" + id) and committed synchronously.
final class SlotBooker {
    private final ConcurrentHashMap<String, String> recent = new ConcurrentHashMap<>();
    private final RequestLog log;
    private final AppDb db;

    SlotBooker(RequestLog log, AppDb db) {
        this.log = log;
        this.db = db;
    }

    Bundle book(String requestId, String slot) {
        String json = recent.get(requestId);
        if (json == null) {
            json = log.recall(requestId);
        }
        if (json != null) {
            return Replies.success(requestId, json);
        }
        long bookingId = db.insertSlot(slot);
        json = "{\"booking_id\":" + bookingId + "}";
        log.remember(requestId, json);
        recent.put(requestId, json);
        return Replies.success(requestId, json);
    }
}
