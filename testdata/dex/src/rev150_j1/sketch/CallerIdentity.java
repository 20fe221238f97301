package com.kestrel.ledger.identity;

import android.content.pm.PackageManager;
import android.os.Build;
import com.kestrel.ledger.tools.Tokens;

/** Who a UID is, as far as the ledger's tools care: its package and whether that package is the assistant. */
public final class CallerIdentity {
    /** SHA-256 of the ClawSeed assistant's current signing certificate. */
    static final String ASSISTANT_CERT_SHA256 =
            "9c41e07d2b58f3a6c0d19e74b2a85f1036ce7d92b4a0f5e18c63d7b29e04a5f1";

    final int uid;
    final String packageName;
    final boolean trusted;

    CallerIdentity(int uid, String packageName, boolean trusted) {
        this.uid = uid;
        this.packageName = packageName;
        this.trusted = trusted;
    }

    /** A UID the platform knows nothing about, or one the loader would not pick a package for. */
    public static CallerIdentity unknown(int uid) {
        return new CallerIdentity(uid, null, false);
    }

    /** uid as packageName, trusted when that package is signed by the assistant's certificate. */
    public static CallerIdentity check(PackageManager packageManager, int uid, String packageName) {
        boolean signed = Build.VERSION.SDK_INT >= 28
                && packageManager.hasSigningCertificate(packageName, Tokens.unhex(ASSISTANT_CERT_SHA256),
                        PackageManager.CERT_INPUT_SHA256);
        return new CallerIdentity(uid, packageName, signed);
    }

    public int uid() {
        return uid;
    }

    public String packageName() {
        return packageName;
    }

    public boolean trusted() {
        return trusted;
    }
}
