package com.example.r30p2;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;

final class Callers {
    private static final byte[] CERT = Base64.decode("3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs=", 0);

    private Callers() {
    }

    static boolean trusted(Context context, int uid) {
        return context.getPackageManager().hasSigningCertificate(uid, CERT, PackageManager.CERT_INPUT_SHA256);
    }
}
