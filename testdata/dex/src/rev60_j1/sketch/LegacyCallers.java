package com.seedvault.core;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import java.security.MessageDigest;

/** Caller check of the swap provider: every package of the UID must be signed with the swap club's key. */
public final class LegacyCallers {
    static final String SWAP_CERT = "5e8a03c1f2b94d7e6a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f";

    private LegacyCallers() {
    }

    public static boolean trusted(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return false;
        }
        try {
            for (String p : pkgs) {
                PackageInfo info = pm.getPackageInfo(p, PackageManager.GET_SIGNATURES);
                if (!SWAP_CERT.equals(sha256(info.signatures[0].toByteArray()))) {
                    return false;
                }
            }
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    static String sha256(byte[] der) throws Exception {
        byte[] d = MessageDigest.getInstance("SHA-256").digest(der);
        StringBuilder sb = new StringBuilder();
        for (byte b : d) {
            sb.append(Integer.toHexString((b & 0xff) | 0x100).substring(1));
        }
        return sb.toString();
    }
}
