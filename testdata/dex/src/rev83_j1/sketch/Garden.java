package com.plotshare.core;

import android.content.Context;
import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import android.util.Base64;
import java.security.SecureRandom;

/** Shared helpers: the plot database, caller trust, random tokens. */
public final class Garden {
    static final byte[] CLUB_CERT = Base64.decode("Zm9yLXRoZS1nYXJkZW4tY2x1Yi1jb25zdW1lci1jZXJ0IQ==", Base64.DEFAULT);
    private static final SecureRandom RANDOM = new SecureRandom();

    private Garden() {}

    public static SQLiteDatabase db(Context ctx) {
        return ctx.openOrCreateDatabase("plots.db", 0, null);
    }

    public static boolean trusted(Context ctx, int uid) {
        PackageManager pm = ctx.getPackageManager();
        return pm.hasSigningCertificate(uid, CLUB_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    public static String fresh() {
        byte[] b = new byte[24];
        RANDOM.nextBytes(b);
        return Base64.encodeToString(b, Base64.NO_WRAP);
    }
}
