package com.example.hdd;

import android.content.Context;
import android.content.SharedPreferences;

// Durable outcomes of executed requests, one preference per request id.
final class RequestLog {
    private final SharedPreferences prefs;

    RequestLog(Context ctx) {
        prefs = ctx.getSharedPreferences("request_log", Context.MODE_PRIVATE);
    }

    String recall(String requestId) {
        return prefs.getString("req_" + requestId, null);
    }

    void remember(String requestId, String json) {
        prefs.edit().putString("req_" + requestId, json).commit();
    }
}
