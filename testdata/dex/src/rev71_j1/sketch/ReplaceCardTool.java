package com.shelfcity.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ResumeTokens;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.ToolHandler;
import org.json.JSONException;
import org.json.JSONObject;

public class ReplaceCardTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        String reason = args.getString("reason");
        if (!ResumeTokens.redeem(caller)) {
            Intent i = new Intent("com.shelfcity.action.REPLACE_CARD");
            i.setClassName("com.shelfcity", "com.shelfcity.ui.ConfirmActivity");
            i.putExtra("reason", reason);
            PendingIntent pi = PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, ResumeTokens.issue(caller));
        }
        ShelfDb.open(ctx).execSQL("INSERT INTO card_orders(uid, reason) VALUES (?, ?)", new Object[] {caller.uid, reason});
        return Replies.ok("{\"ordered\":true}");
    }
}
