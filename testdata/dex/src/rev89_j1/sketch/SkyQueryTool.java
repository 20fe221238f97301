package com.starslot.plugins;

import android.database.Cursor;
import android.os.Bundle;
import com.starslot.core.Replies;
import com.starslot.core.StarTool;
import com.starslot.core.Store;
import java.util.Objects;
import org.json.JSONObject;

/** free_slots: the free telescope slots for a sky object. */
public class SkyQueryTool implements StarTool {
    @Override
    public String name() {
        return "free_slots";
    }

    @Override
    public Bundle run(JSONObject args, int uid) throws Exception {
        String target = Objects.requireNonNull(args.optString("target", null), "target");
        Cursor c = Store.db.rawQuery("SELECT slot, scope FROM slots WHERE target = '" + target + "' AND free = 1", null);
        int n = c.getCount();
        c.close();
        return Replies.ok(String.format("{\"free\":%d}", n));
    }
}
