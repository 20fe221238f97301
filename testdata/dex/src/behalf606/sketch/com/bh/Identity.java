package com.bh;

import android.content.pm.PackageManager;
import android.os.Bundle;

/** Whose request this is: the package the call is judged as, and whether it may use the tools. */
class Identity {
    static final String ON_BEHALF_OF = "on_behalf_of_uid";
    static final String ASSISTANT = "com.clawseed.assistant";

    protected final PackageManager pm;

    Identity(PackageManager pm) {
        this.pm = pm;
    }

    /** The UID the call runs as: the Binder caller's own; a relay naming another UID is refused (-1). */
    protected int subject(int callingUid, Bundle extras) {
        int named = extras.getInt(ON_BEHALF_OF, callingUid);
        return named == callingUid ? callingUid : -1;
    }

    final boolean allowed(int callingUid, Bundle extras) {
        int uid = subject(callingUid, extras);
        if (uid < 0) {
            return false;
        }
        String[] packages = pm.getPackagesForUid(uid);
        return packages != null && packages.length == 1 && ASSISTANT.equals(packages[0]);
    }

    /** The relay's variant: the UID the relay names is the one judged. */
    static final class Relayed extends Identity {
        Relayed(PackageManager pm) {
            super(pm);
        }

        @Override
        protected int subject(int callingUid, Bundle extras) {
            return extras.getInt(ON_BEHALF_OF, callingUid);
        }
    }
}
