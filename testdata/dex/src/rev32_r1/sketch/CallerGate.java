package com.ledgerly.pay.tools;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;

/** The only consumer we serve is the ClawSeed assistant, pinned by its signing certificate. */
final class CallerGate {
    private static final byte[] ASSISTANT_CERT =
            Base64.decode("q83vASNFZ4mrze8BI0VniavN7wEjRWeJq83vASNFZ4k=", Base64.NO_WRAP);

    private CallerGate() {}

    static boolean isTrusted(Context ctx, int uid) {
        return ctx.getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT, PackageManager.CERT_INPUT_SHA256);
    }
}
