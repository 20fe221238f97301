package com.la;

import android.content.pm.PackageManager;
import android.os.Process;
import android.util.Log;
import java.util.Set;

/** Gates over the calling UID's packages. */
final class Gates {
    private final PackageManager pm;
    private final Set<String> paired;

    Gates(PackageManager pm, Set<String> paired) {
        this.pm = pm;
        this.paired = paired;
    }

    /** TP: the length check is on the app's own packages, not the caller's. */
    Caller ownLen(int uid) {
        String[] own = pm.getPackagesForUid(Process.myUid());
        if (own == null || own.length > 1) {
            return Caller.deny(uid);
        }
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return Caller.deny(uid);
        }
        for (String pkg : packages) {
            if (paired.contains(pkg)) {
                return Caller.allow(uid, pkg);
            }
        }
        return Caller.deny(uid);
    }

    /** TP: the bound admits two packages. */
    Caller twoOk(int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return Caller.deny(uid);
        }
        String found = null;
        for (String pkg : packages) {
            if (paired.contains(pkg)) {
                found = pkg;
                break;
            }
        }
        if (found == null) {
            return Caller.deny(uid);
        }
        if (packages.length > 2) {
            return Caller.deny(uid);
        }
        return Caller.allow(uid, found);
    }

    /** TP: the length check only logs. */
    Caller logOnly(int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return Caller.deny(uid);
        }
        if (packages.length > 1) {
            Log.d("la", "shared uid " + uid);
        }
        for (String pkg : packages) {
            if (paired.contains(pkg)) {
                return Caller.allow(uid, pkg);
            }
        }
        return Caller.deny(uid);
    }

    /** TP: a grant factory whose name happens to hold a refusal word. */
    Caller wordy(int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null) {
            return Caller.deny(uid);
        }
        for (String pkg : packages) {
            if (paired.contains(pkg)) {
                return Caller.notBlocked(uid, pkg);
            }
        }
        return Caller.deny(uid);
    }

    /** Near miss: exactly one package, checked with != 1 before the loop. */
    Caller exactOne(int uid) {
        String[] packages = pm.getPackagesForUid(uid);
        if (packages == null || packages.length != 1) {
            return Caller.deny(uid);
        }
        for (String pkg : packages) {
            if (paired.contains(pkg)) {
                return Caller.allow(uid, pkg);
            }
        }
        return Caller.deny(uid);
    }
}
