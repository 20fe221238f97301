package com.example.r34j1;

import android.content.Context;
import android.content.pm.PackageManager;
import android.util.Base64;

final class Trust {
    private static final byte[] DISPATCH_CERT = Base64.decode("3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=", Base64.DEFAULT);

    private Trust() {
    }

    static boolean isDispatchApp(Context context, int uid) {
        return context.getPackageManager().hasSigningCertificate(uid, DISPATCH_CERT, PackageManager.CERT_INPUT_SHA256);
    }
}
