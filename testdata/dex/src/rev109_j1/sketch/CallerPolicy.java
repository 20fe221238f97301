package com.inkwell.core;

import android.content.Context;
import android.content.pm.PackageManager;

/** Who may call the tools: one package per UID, signed with the assistant's certificate. */
public final class CallerPolicy {
    private final Context context;
    private final byte[] assistantCert;

    public CallerPolicy(Context context, byte[] assistantCert) {
        this.context = context;
        this.assistantCert = assistantCert;
    }

    public boolean trusted(int uid) {
        PackageManager pm = context.getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        return pm.hasSigningCertificate(uid, assistantCert, PackageManager.CERT_INPUT_SHA256);
    }

    /** The package name of a UID, for records and screens. */
    public String packageOf(int uid) {
        return context.getPackageManager().getNameForUid(uid);
    }
}
