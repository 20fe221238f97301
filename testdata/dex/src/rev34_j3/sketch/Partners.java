package com.example.r34j3;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;
import java.util.HashMap;
import java.util.Map;

// Partner shopping apps and their signing certificates.
final class Partners {
    private static final Map<String, byte[]> CERTS = new HashMap<>();

    static {
        CERTS.put("com.shopmate.assistant", Base64.decode("c2hvcG1hdGUtYXNzaXN0YW50LXJlbGVhc2UtY2VydA==", Base64.DEFAULT));
        CERTS.put("com.printmate.kiosk", Base64.decode("cHJpbnRtYXRlLWtpb3NrLXJlbGVhc2UtY2VydC0x", Base64.DEFAULT));
    }

    private Partners() {
    }

    static String resolve(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return null;
        }
        for (String p : packages) {
            if (signedAsPartner(pm, p)) {
                return p;
            }
        }
        return null;
    }

    static String sole(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        return signedAsPartner(pm, packages[0]) ? packages[0] : null;
    }

    private static boolean signedAsPartner(PackageManager pm, String pkg) {
        byte[] cert = CERTS.get(pkg);
        return cert != null && pm.hasSigningCertificate(pkg, cert, PackageManager.CERT_INPUT_SHA256);
    }
}
