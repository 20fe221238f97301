package com.example.r33j1;

import android.content.Context;
import android.content.SharedPreferences;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import java.util.Collections;
import java.util.Set;

// Scope grants the user gave each assistant package in Settings > Connected assistants.
final class Grants {
    private final SharedPreferences store;

    private Grants(SharedPreferences store) {
        this.store = store;
    }

    static Grants of(Context context) {
        return new Grants(context.getSharedPreferences("grants", Context.MODE_PRIVATE));
    }

    boolean permits(CetpProviderRequest request) {
        String pkg = request.getCallerPackage();
        if (pkg == null) {
            return false;
        }
        Set<String> granted = store.getStringSet("scopes:" + pkg, Collections.emptySet());
        return granted.containsAll(request.getScopes());
    }
}
