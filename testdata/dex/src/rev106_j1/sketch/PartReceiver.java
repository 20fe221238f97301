package com.choirnote.sync;

import android.content.BroadcastReceiver;
import android.content.Context;
import android.content.Intent;
import android.database.sqlite.SQLiteDatabase;
import android.util.Log;

/** Drops a singer from the roster when SectionProvider asks (declared in the manifest, not exported). */
public class PartReceiver extends BroadcastReceiver {
    @Override
    public void onReceive(Context ctx, Intent intent) {
        String singer = intent.getStringExtra("singer");
        if (!intent.getBooleanExtra("confirmed", false)) {
            Log.i("ChoirNote", "drop of " + singer + " waits for the section leader");
            return;
        }
        SQLiteDatabase db = ctx.openOrCreateDatabase("choir.db", 0, null);
        db.delete("roster", "singer = ?", new String[] {singer});
    }
}
