package com.quillmark.docs.archive;

import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import android.content.pm.Signature;
import android.os.Bundle;
import com.quillmark.docs.core.Caller;
import com.quillmark.docs.core.Settings;
import com.quillmark.docs.core.Tokens;

/** Who may use the archive provider: a paired package whose certificate matches the pinned digest. */
final class ArchiveCallers {
    private final PackageManager pm;
    private final Settings settings;

    ArchiveCallers(PackageManager pm, Settings settings) {
        this.pm = pm;
        this.settings = settings;
    }

    Caller resolve(int uid, Bundle extras) {
        // The QuillMark desktop bridge relays for the assistant it fronts and names that app.
        String relayed = extras.getString("caller_package");
        if (relayed != null) {
            return pinnedMatches(relayed) ? Caller.allow(uid, relayed, settings.grantedScopes(relayed))
                    : Caller.deny(uid, "relayed app not paired");
        }
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return Caller.deny(uid, "unknown uid");
        }
        for (String pkg : packages) {
            if (pinnedMatches(pkg)) {
                return Caller.allow(uid, pkg, settings.grantedScopes(pkg));
            }
        }
        return Caller.deny(uid, "not paired");
    }

    private boolean pinnedMatches(String pkg) {
        String pinned = settings.pairedCertificate(pkg);
        if (pinned == null) {
            return false;
        }
        try {
            PackageInfo info = pm.getPackageInfo(pkg, PackageManager.GET_SIGNATURES);
            if (info.signatures == null) {
                return false;
            }
            for (Signature signature : info.signatures) {
                if (pinned.equals(Tokens.sha256(signature.toByteArray()))) {
                    return true;
                }
            }
            return false;
        } catch (PackageManager.NameNotFoundException e) {
            return false;
        }
    }
}
