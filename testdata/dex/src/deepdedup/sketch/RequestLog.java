package com.example.hdd;

import android.content.Context;
import android.content.SharedPreferences;

// Durable outcomes of executed requests, one preference per request id.
// deepdedup: the write goes through three private helpers, so the
// preference put is four calls below SlotBooker.book.
final class RequestLog {
    private final SharedPreferences prefs;

    RequestLog(Context ctx) {
        prefs = ctx.getSharedPreferences("request_log", Context.MODE_PRIVATE);
    }

    String recall(String requestId) {
        return prefs.getString("req_" + requestId, null);
    }

    void remember(String requestId, String json) {
        write(requestId, json, true);
    }

    private void write(String requestId, String json, boolean sync) {
        writeEntry("req_" + requestId, json, sync);
    }

    private void writeEntry(String key, String json, boolean sync) {
        SharedPreferences.Editor e = prefs.edit();
        put(e, key, json);
        if (sync) {
            e.commit();
        } else {
            e.apply();
        }
    }

    private static void put(SharedPreferences.Editor e, String key, String value) {
        e.putString(key, value);
    }
}
