// What the release build's ToolProvider was before R8 (line numbers are
// the ones mapping.txt gives; the lines between are blank or comments).
package com.example.rel;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

public class ToolProvider extends ContentProvider {
    // 12: public ToolProvider() {}
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        Context ctx = getContext(); Bundle out = new Bundle();   // 18
        // R8 inlined Intents.open here (residual lines 2-3).
        out.putParcelable("open", Intents.open(ctx));            // 20
        out.putParcelable("confirm", Intents.openConfirm(ctx));  // 21
        out.putParcelable("sync", Intents.sync(ctx));            // 22
        // TP CETP602: implicit; R8 moved these two lines' Intent and
        // PendingIntent into its outline a.b (ToolProvider$$ExternalSyntheticOutline0).
        Intent view = new Intent("com.example.rel.VIEW");                                  // 24
        out.putParcelable("view", PendingIntent.getActivity(ctx, 2, view, PendingIntent.FLAG_IMMUTABLE)); // 25
        return out;                                              // 26
    }
}
