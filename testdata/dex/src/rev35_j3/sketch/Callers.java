package com.example.r35j3;

import android.content.Context;
import android.content.pm.PackageManager;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

// Which apps may talk to the clinic tools.
final class Callers {
    private static final List<String> CLINIC_APPS = Arrays.asList("com.pawprint.owner", "com.pawprint.frontdesk");
    private static final byte[] CLINIC_CERT = {
        0x52, 0x0e, (byte) 0x91, 0x3d, 0x6a, (byte) 0xc0, 0x17, 0x48, (byte) 0xfe, 0x25, 0x0b, 0x73, (byte) 0x8d, 0x44, 0x19, (byte) 0xb6,
        0x60, 0x2f, (byte) 0xd8, 0x0c, 0x3b, (byte) 0xa5, 0x71, 0x06, (byte) 0x9e, 0x4a, 0x13, (byte) 0xe7, 0x58, 0x2d, (byte) 0xb1, 0x7c };

    private Callers() {}

    static boolean isClinicApp(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return false;
        }
        Set<String> clinic = new HashSet<>(Arrays.asList(packages));
        clinic.retainAll(CLINIC_APPS);
        return !clinic.isEmpty()
                && clinic.stream().allMatch(p -> pm.hasSigningCertificate(p, CLINIC_CERT, PackageManager.CERT_INPUT_SHA256));
    }

    static String soleOwner(Context ctx, int uid) {
        String[] packages = ctx.getPackageManager().getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return null;
        }
        return packages[0];
    }
}
