package com.quillnote.sync;

import android.content.Context;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import java.security.MessageDigest;
import java.util.Arrays;

/** Pins the assistant's certificate (written for our minSdk 21 days; never revisited). */
final class Signatures {
    private static final byte[] ASSISTANT_SHA256 = {
        (byte) 0x3a, (byte) 0x91, (byte) 0x5c, (byte) 0x0e, (byte) 0x77, (byte) 0xd2, (byte) 0x18, (byte) 0x4b,
        (byte) 0xa0, (byte) 0x6f, (byte) 0x29, (byte) 0xe3, (byte) 0x51, (byte) 0x8c, (byte) 0xbd, (byte) 0x02,
        (byte) 0x64, (byte) 0xf7, (byte) 0x1e, (byte) 0x93, (byte) 0x4d, (byte) 0xc8, (byte) 0x35, (byte) 0xaa,
        (byte) 0x0b, (byte) 0x72, (byte) 0xe9, (byte) 0x16, (byte) 0x5f, (byte) 0xd4, (byte) 0x88, (byte) 0x21};

    private Signatures() {}

    static boolean matches(Context ctx, String pkg) {
        if (pkg == null) return false;
        try {
            PackageInfo info = ctx.getPackageManager().getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            byte[] cert = info.signatures[0].toByteArray();
            return Arrays.equals(MessageDigest.getInstance("SHA-256").digest(cert), ASSISTANT_SHA256);
        } catch (Exception e) {
            return false;
        }
    }
}
