package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import org.json.JSONObject;

public class MyLoansTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        return Replies.count(ShelfDb.open(ctx).rawQuery("SELECT id, due FROM loans WHERE uid = ?",
                new String[] {String.valueOf(caller.uid)}));
    }
}
