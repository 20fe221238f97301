package com.keyholder.cetp;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Build;
import javax.inject.Inject;
import javax.inject.Singleton;

/** Only the household's assistant app, pinned by its signing certificate, may use the tools. */
@Singleton
public class CallerCheck {
    private static final byte[] ASSISTANT_CERT_SHA256 =
            unhex("5be1c07a93d24f6e18a0b7c3d95e2f4a6c81b0d3e7f29a45c6d8e0b1a3f57c92");

    private final Context context;

    @Inject
    public CallerCheck(Context context) {
        this.context = context;
    }

    public boolean isAssistant(int uid) {
        if (Build.VERSION.SDK_INT < 28) {
            return false;
        }
        return context.getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT_SHA256,
                PackageManager.CERT_INPUT_SHA256);
    }

    private static byte[] unhex(String hex) {
        byte[] out = new byte[hex.length() / 2];
        for (int i = 0; i < out.length; i++) {
            out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return out;
    }
}
