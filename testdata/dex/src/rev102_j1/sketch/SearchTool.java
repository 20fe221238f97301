package com.laserlog.booking;

import android.content.Context;
import android.database.Cursor;
import android.os.Bundle;
import com.laserlog.core.AbstractTool;
import com.laserlog.core.Db;
import com.laserlog.core.Reply;
import com.laserlog.core.StringUtils;
import org.json.JSONObject;

/** search: bookings of one machine. */
final class SearchTool extends AbstractTool {
    @Override
    protected Bundle doRun(Context c, JSONObject args) {
        String machine = StringUtils.defaultIfBlank(args.optString("machine"), "laser-1");
        Cursor cur = Db.open(c).rawQuery("SELECT id, slot FROM bookings WHERE machine = ?", new String[] {machine});
        int n = cur.getCount();
        cur.close();
        return Reply.ok(Integer.toString(n));
    }
}
