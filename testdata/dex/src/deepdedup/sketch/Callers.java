package com.example.hdd;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;

// The caller must be signed with the one consumer certificate this app trusts.
final class Callers {
    private static final byte[] CERT = Base64.decode("3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs=", Base64.DEFAULT);

    private Callers() {
    }

    static boolean trusted(Context c, int uid) {
        return c.getPackageManager().hasSigningCertificate(uid, CERT, PackageManager.CERT_INPUT_SHA256);
    }
}
