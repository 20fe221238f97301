package com.shelfcity.tools;

import android.util.Log;
import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import org.json.JSONException;
import org.json.JSONObject;

public class UpdateContactTool extends AbstractWriteTool {
    public UpdateContactTool() {
        super("update_contact");
    }

    @Override
    protected boolean needsConfirmation(JSONObject args) {
        if (args.optBoolean("confirmed")) {
            Log.i("ShelfCity", "agent says confirmed; asking the patron anyway");
        }
        return true;
    }

    @Override
    protected Bundle apply(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        ShelfDb.open(ctx).execSQL("UPDATE patrons SET email = ? WHERE uid = ?",
                new Object[] {args.getString("email"), caller.uid});
        return Replies.ok("{\"updated\":true}");
    }
}
