package com.example.r33j2;

import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

final class Sessions {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Map<String, Integer> OPEN = new ConcurrentHashMap<>();

    private Sessions() {
    }

    static String open(int uid) {
        byte[] raw = new byte[32];
        RANDOM.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        OPEN.put(token, uid);
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r33j2\",\"provider_name\":\"Hearthbank\",\"session_token\":\""
                + token + "\",\"capabilities\":[],\"limits\":{\"max_request_bytes\":65536,\"max_inline_result_bytes\":262144,"
                + "\"max_concurrent_requests\":2,\"idempotency_window_seconds\":86400}}";
    }

    static boolean valid(Bundle extras, int uid) {
        String token = extras == null ? null : extras.getString("session_token");
        Integer owner = token == null ? null : OPEN.get(token);
        return owner != null && owner == uid;
    }
}
