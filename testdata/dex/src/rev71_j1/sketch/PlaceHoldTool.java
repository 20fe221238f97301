package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import org.json.JSONException;
import org.json.JSONObject;

public class PlaceHoldTool extends AbstractWriteTool {
    public PlaceHoldTool() {
        super("place_hold");
    }

    @Override
    protected Bundle apply(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        ShelfDb.open(ctx).execSQL("INSERT INTO holds(barcode, uid) VALUES (?, ?)",
                new Object[] {args.getString("barcode"), caller.uid});
        return Replies.ok("{\"held\":true}");
    }
}
