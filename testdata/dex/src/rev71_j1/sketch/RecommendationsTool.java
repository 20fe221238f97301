package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.json.JSONObject;

public class RecommendationsTool implements ToolHandler {
    static final Executor IO = Executors.newFixedThreadPool(2);

    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        int uid = caller.uid;
        IO.execute(() -> {
            ShelfDb.open(ctx).rawQuery("SELECT item FROM recs WHERE uid = ?",
                    new String[] {String.valueOf(uid)}).close();
        });
        return Replies.ok("{\"queued\":true}");
    }
}
