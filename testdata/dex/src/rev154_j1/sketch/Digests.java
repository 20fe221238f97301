package com.halyard.vault.cetp;

import android.os.Binder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;

/** Hashes, hex and the random identifiers of the protocol (session tokens, resume tokens, operation ids). */
public final class Digests {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Digests() {
    }

    public static String randomToken(int bytes) {
        byte[] raw = new byte[bytes];
        RANDOM.nextBytes(raw);
        return hex(raw);
    }

    public static String operationId() {
        return "op_" + randomToken(16);
    }

    /** The deduplication key of an execution: the UID the Binder reports, the provider and the request id. */
    public static String callerKey(String providerId, String requestId) {
        return sha256(Binder.getCallingUid() + "/" + providerId + "/" + requestId);
    }

    public static String sha256(String text) {
        return hex(sha256(text.getBytes(StandardCharsets.UTF_8)));
    }

    public static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String hex(byte[] data) {
        char[] out = new char[data.length * 2];
        for (int i = 0; i < data.length; i++) {
            out[2 * i] = HEX[(data[i] >> 4) & 0xf];
            out[2 * i + 1] = HEX[data[i] & 0xf];
        }
        return new String(out);
    }

    public static byte[] unhex(String text) {
        byte[] out = new byte[text.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(text.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
