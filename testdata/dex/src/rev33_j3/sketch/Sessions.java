package com.example.r33j3;

import android.os.SystemClock;
import android.util.Base64;
import android.util.SparseLongArray;
import java.security.SecureRandom;

// Sessions are kept per calling UID: a UID that negotiated within the hour is "open".
final class Sessions {
    private static final long TTL_MS = 3_600_000L;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final SparseLongArray OPENED = new SparseLongArray();

    private Sessions() {
    }

    static synchronized String open(int uid) {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        OPENED.put(uid, SystemClock.elapsedRealtime());
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r33j3\",\"provider_name\":\"Classbook\",\"session_token\":\""
                + Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE) + "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,"
                + "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":1,\"idempotency_window_seconds\":86400}}";
    }

    static synchronized boolean isOpen(int uid) {
        long opened = OPENED.get(uid, -1L);
        return opened >= 0 && SystemClock.elapsedRealtime() - opened < TTL_MS;
    }
}
