package com.quillnote.sync;

import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

final class Sessions {
    private final SecureRandom rng = new SecureRandom();
    private final ConcurrentHashMap<String, Integer> live = new ConcurrentHashMap<>();

    String open(int uid) {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
        live.put(token, uid);
        return "{\"selected_version\":2,\"provider_id\":\"com.quillnote\",\"session_token\":\"" + token + "\"}";
    }

    boolean valid(String token, int uid) {
        if (token == null) return false;
        Integer owner = live.get(token);
        return owner != null && owner == uid;
    }
}
