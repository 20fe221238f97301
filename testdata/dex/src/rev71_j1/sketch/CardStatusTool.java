package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import org.json.JSONObject;

public class CardStatusTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        String[] pkgs = ctx.getPackageManager().getPackagesForUid(caller.uid);
        String app = pkgs[0];
        return Replies.count(ShelfDb.open(ctx).rawQuery("SELECT status FROM cards WHERE app = ?", new String[] {app}));
    }
}
