package com.shelfcity.tools;

import android.content.Context;
import android.os.Binder;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import org.json.JSONObject;

public class CoverPrefetchTool implements ToolHandler {
    static final Executor IO = Executors.newFixedThreadPool(2);

    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        String isbn = args.optString("isbn");
        IO.execute(() -> {
            int uid = Binder.getCallingUid();
            ShelfDb.open(ctx).rawQuery("SELECT url FROM covers WHERE isbn = ? AND uid = ?",
                    new String[] {isbn, String.valueOf(uid)}).close();
        });
        return Replies.ok("{\"queued\":true}");
    }
}
