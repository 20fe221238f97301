package com.la;

import android.os.Binder;
import android.os.Bundle;
import java.util.HashSet;
import java.util.Set;

public final class GateProvider extends Base {
    private final Set<String> paired = new HashSet<>();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        Gates gates = new Gates(getContext().getPackageManager(), paired);
        int uid = Binder.getCallingUid();
        Caller caller;
        switch (method) {
            case "a": caller = gates.ownLen(uid); break;
            case "b": caller = gates.twoOk(uid); break;
            case "c": caller = gates.logOnly(uid); break;
            case "d": caller = gates.wordy(uid); break;
            default: caller = gates.exactOne(uid); break;
        }
        if (!caller.allowed) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        out.putString("caller", caller.pkg);
        return out;
    }
}
