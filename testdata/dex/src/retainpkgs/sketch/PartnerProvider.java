package com.example.rtp;

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;

// retainpkgs: a caller's packages narrowed with retainAll. share_plan
// accepts the caller when any package is left (TP CETP624, Callers.java);
// export_plan only when every package is a partner's (NM); audit_plan runs
// the other shapes of Gates.java and PartnerSets.kt.
public class PartnerProvider extends ContentProvider {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String tool = extras.getString("tool_name");
        boolean allowed;
        if ("share_plan".equals(tool)) {
            allowed = Callers.isPartner(getContext(), uid);
        } else if ("audit_plan".equals(tool)) {
            allowed = Gates.check(getContext(), uid, extras.getStringArray("scopes"));
        } else {
            allowed = Callers.onlyPartners(getContext(), uid);
        }
        Bundle out = new Bundle();
        out.putString("status", allowed ? "ok" : "denied");
        return out;
    }
}
