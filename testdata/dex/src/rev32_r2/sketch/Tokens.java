package com.homeflow.app.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/** Caller pinning, negotiate's sessions and single-use resume tokens. */
final class Tokens {
    private static final byte[] ASSISTANT_CERT =
            Base64.decode("ZmxvdyBob21lIGFzc2lzdGFudCBzaWduaW5nIGNlcnQ=", Base64.NO_WRAP);
    private final SecureRandom rng = new SecureRandom();
    private final ConcurrentHashMap<String, Integer> sessions = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Integer> resumes = new ConcurrentHashMap<>();

    static boolean trusted(Context ctx, int uid) {
        return ctx.getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    String openSession(int uid) {
        String token = random(24);
        sessions.put(token, uid);
        return "{\"selected_version\":2,\"provider_id\":\"com.homeflow.app\",\"session_token\":\"" + token + "\"}";
    }

    boolean sessionValid(String token, int uid) {
        if (token == null) return false;
        Integer owner = sessions.get(token);
        return owner != null && owner == uid;
    }

    String issueResume(int uid) {
        String token = random(18);
        resumes.put(token, uid);
        return token;
    }

    boolean consume(String token, int uid) {
        Integer owner = resumes.remove(token);
        return owner != null && owner == uid;
    }

    private String random(int n) {
        byte[] raw = new byte[n];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING);
    }
}
