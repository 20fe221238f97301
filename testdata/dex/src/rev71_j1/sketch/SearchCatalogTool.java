package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import org.json.JSONObject;

public class SearchCatalogTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        String like = "%" + args.optString("text") + "%";
        return Replies.count(ShelfDb.open(ctx).rawQuery("SELECT id, title FROM items WHERE title LIKE ?", new String[] {like}));
    }
}
