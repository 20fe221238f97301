package com.inkwell.core;

import java.util.HashMap;
import java.util.Map;

/** The negotiated sessions of one provider: session token -> calling UID. */
public final class SessionTable {
    private final Map<String, Integer> owners = new HashMap<String, Integer>();

    public static boolean speaksV2(int[] consumerVersions) {
        if (consumerVersions != null) {
            for (int v : consumerVersions) {
                if (v == 2) {
                    return true;
                }
            }
        }
        return false;
    }

    public synchronized String open(int uid) {
        String token = TokenMint.get().opaque();
        owners.put(token, uid);
        return token;
    }

    public boolean valid(String token, int uid) {
        if (token == null) {
            return false;
        }
        synchronized (this) {
            Integer owner = owners.get(token);
            return owner != null && owner == uid;
        }
    }
}
