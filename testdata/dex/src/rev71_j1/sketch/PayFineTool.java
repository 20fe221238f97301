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

public class PayFineTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        String fine = args.getString("fine_id");
        if (!ResumeTokens.redeem(caller)) {
            Intent i = new Intent("com.shelfcity.action.PAY_FINE");
            i.setPackage("com.shelfcity");
            i.putExtra("fine", fine);
            PendingIntent pi = PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, ResumeTokens.issue(caller));
        }
        ShelfDb.open(ctx).execSQL("UPDATE fines SET paid = 1 WHERE id = ? AND uid = ?", new Object[] {fine, caller.uid});
        return Replies.ok("{\"paid\":true}");
    }
}
