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
        Caller caller = "list_tools".equals(method) ? gates.loose(uid) : gates.strict(uid);
        if (!caller.allowed) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        out.putString("caller", caller.pkg);
        return out;
    }
}
