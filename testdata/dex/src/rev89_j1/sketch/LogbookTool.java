package com.starslot.plugins;

import android.content.ContentValues;
import android.database.Cursor;
import android.os.Bundle;
import com.starslot.core.Replies;
import com.starslot.core.StarTool;
import com.starslot.core.Store;
import org.json.JSONObject;

/** log_observation: appends a note to the member's observing logbook. */
public class LogbookTool implements StarTool {
    @Override
    public String name() {
        return "log_observation";
    }

    @Override
    public Bundle run(JSONObject args, int uid) throws Exception {
        ContentValues v = new ContentValues();
        v.put("observer", uid);
        v.put("note", args.getString("note"));
        Store.db.insert("logbook", null, v);
        Cursor c = Store.db.rawQuery("SELECT id FROM logbook WHERE observer = ?", new String[] {String.valueOf(uid)});
        int n = c.getCount();
        c.close();
        return Replies.ok(String.format("{\"entries\":%d}", n));
    }
}
