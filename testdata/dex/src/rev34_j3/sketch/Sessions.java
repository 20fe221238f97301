package com.example.r34j3;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

final class Sessions {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Integer> issued = new ConcurrentHashMap<>();

    String open(int uid) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        issued.put(token, uid);
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r34j3\",\"provider_name\":\"Printmate\",\"session_token\":\""
                + token + "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,"
                + "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}";
    }

    boolean valid(String token) {
        return token != null && issued.containsKey(token);
    }
}
