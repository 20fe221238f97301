package com.example.r33j3;

import android.content.Context;
import android.content.pm.PackageManager;

// The teacher assistant's signing certificate (SHA-256), checked with the platform API.
final class Trust {
    private static final byte[] ASSISTANT_CERT = hex("a41f06c2d9e87b3510ce62f4a9b0d7e3c15f28a6947e0bd3c2a1f5e8079d46b2");

    private Trust() {
    }

    static boolean isTeacherAssistant(Context context, int uid) {
        return context.getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] hex(String s) {
        byte[] out = new byte[s.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
