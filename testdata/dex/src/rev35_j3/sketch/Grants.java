package com.example.r35j3;

import android.content.Context;
import java.util.Collections;
import java.util.List;
import java.util.Set;

// Scopes the clinic granted to each partner app.
final class Grants {
    private Grants() {}

    static boolean allowed(Context ctx, String pkg, List<String> scopes) {
        if (pkg == null) {
            return false;
        }
        Set<String> granted = ctx.getSharedPreferences("grants", 0).getStringSet(pkg, Collections.emptySet());
        return granted.containsAll(scopes);
    }
}
