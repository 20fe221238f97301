package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import org.json.JSONObject;

public class StaffDeskTool implements ToolHandler {
    static final String STAFF_APP = "com.shelfcity.staff";

    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(caller.uid);
        if (pkgs == null || pkgs.length != 1) {
            return Replies.error("PERMISSION_DENIED", "shared or unknown caller");
        }
        for (String p : pkgs) {
            if (!STAFF_APP.equals(p)) {
                return Replies.error("PERMISSION_DENIED", "staff only");
            }
        }
        return Replies.count(ShelfDb.open(ctx).rawQuery("SELECT id FROM desk_queue", null));
    }
}
