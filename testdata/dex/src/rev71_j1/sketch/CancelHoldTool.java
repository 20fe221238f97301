package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import org.json.JSONException;
import org.json.JSONObject;

public class CancelHoldTool extends AbstractWriteTool {
    public CancelHoldTool() {
        super("cancel_hold");
    }

    @Override
    protected Bundle apply(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        ShelfDb.open(ctx).execSQL("DELETE FROM holds WHERE id = '" + args.getString("hold_id") + "' AND uid = " + caller.uid);
        return Replies.ok("{\"cancelled\":true}");
    }
}
