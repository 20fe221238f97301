package com.example.r34j2;

import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

final class Sessions {
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Integer> owners = new HashMap<>();

    synchronized String open(int uid) {
        String token = new UUID(random.nextLong(), random.nextLong()).toString();
        owners.put(token, uid);
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r34j2\",\"provider_name\":\"Kerbside\",\"session_token\":\""
                + token + "\",\"capabilities\":[\"large_results\"],\"limits\":{\"max_request_bytes\":65536,"
                + "\"max_inline_result_bytes\":262144,\"max_concurrent_requests\":4,\"idempotency_window_seconds\":86400}}";
    }

    synchronized boolean valid(String token, int uid) {
        Integer owner = owners.get(token);
        return owner != null && owner.intValue() == uid;
    }
}
