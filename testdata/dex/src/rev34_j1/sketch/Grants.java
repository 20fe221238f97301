package com.example.r34j1;

import android.content.Context;
import android.content.SharedPreferences;
import java.util.List;

final class Grants {
    private Grants() {
    }

    static boolean allows(Context context, String callerPackage, List<String> scopes) {
        if (callerPackage == null) {
            return false;
        }
        SharedPreferences granted = context.getSharedPreferences("grants", Context.MODE_PRIVATE);
        for (String scope : scopes) {
            if (!granted.getBoolean(callerPackage + "|" + scope, false)) {
                return false;
            }
        }
        return true;
    }
}
