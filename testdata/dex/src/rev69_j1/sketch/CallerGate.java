package com.pawclinic.core;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;

/** The clinic's own caller check: the caller must be signed with the clinic's certificate. */
public interface CallerGate {
    static byte[] clinicCert() {
        return Base64.decode("q3Vw0mT7Zb8hR2cN5yKx1LdA9sEo4PjG6fWiHuC0tBk=", Base64.DEFAULT);
    }

    default boolean trustedCaller(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        return pm.hasSigningCertificate(uid, CallerGate.clinicCert(), PackageManager.CERT_INPUT_SHA256);
    }
}
