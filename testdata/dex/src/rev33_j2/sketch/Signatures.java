package com.example.r33j2;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

// The assistant's release certificate, pinned by SHA-256.
final class Signatures {
    private static final String PIN = "3b1c9f06d5e2a87c4410be2f9d6a53c0e7f18a2d4c96b0e5713f2a8d9c4e6b10";

    private Signatures() {
    }

    static boolean matchesPin(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length == 0) {
            return false;
        }
        for (String pkg : packages) {
            try {
                PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
                if (!PIN.equals(sha256(info.signatures[0].toByteArray()))) {
                    return false;
                }
            } catch (PackageManager.NameNotFoundException e) {
                return false;
            }
        }
        return true;
    }

    static String sha256(byte[] der) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(der);
            StringBuilder hex = new StringBuilder();
            for (byte b : digest) {
                hex.append(String.format("%02x", b));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
