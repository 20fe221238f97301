package com.la;

import android.content.pm.PackageManager;
import java.util.Set;

/** Two gates over the calling UID's packages. */
final class Gates {
    private final PackageManager pm;
    private final Set<String> paired;

    Gates(PackageManager pm, Set<String> paired) {
        this.pm = pm;
        this.paired = paired;
    }

    /** Near miss: the loop finds the paired package, then a UID with several packages is refused. */
    Caller strict(int uid) {
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
        if (packages.length > 1) {
            return Caller.deny(uid);
        }
        return Caller.allow(uid, found);
    }

    /** True positive: any one paired package of a shared UID lets every app of that UID in. */
    Caller loose(int uid) {
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
}
