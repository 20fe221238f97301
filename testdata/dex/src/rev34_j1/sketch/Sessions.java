package com.example.r34j1;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

final class Sessions {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Integer> open = new ConcurrentHashMap<>();

    String open(int uid) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        open.put(token, uid);
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r34j1\",\"provider_name\":\"Dispatchly\",\"session_token\":\""
                + token + "\",\"capabilities\":[\"large_results\"],\"limits\":{\"max_request_bytes\":65536,"
                + "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}";
    }

    boolean valid(String token, int uid) {
        Integer owner = token == null ? null : open.get(token);
        return owner != null && owner == uid;
    }
}
