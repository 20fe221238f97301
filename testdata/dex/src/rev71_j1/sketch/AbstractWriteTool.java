package com.shelfcity.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ResumeTokens;
import com.shelfcity.core.ToolHandler;
import com.shelfcity.ui.ConfirmActivity;
import org.json.JSONObject;

/** Template for every mutating tool: confirmation through ConfirmActivity, then apply(). */
public abstract class AbstractWriteTool implements ToolHandler {
    private final String name;

    protected AbstractWriteTool(String name) {
        this.name = name;
    }

    @Override
    public final Bundle run(Context ctx, JSONObject args, CallerInfo caller) {
        if (needsConfirmation(args) && !ResumeTokens.redeem(caller)) {
            Intent i = new Intent(ctx, ConfirmActivity.class);
            i.putExtra("tool", name);
            PendingIntent pi = PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, ResumeTokens.issue(caller));
        }
        try {
            return apply(ctx, args, caller);
        } catch (Exception e) {
            return Replies.error("INTERNAL_ERROR", name + " failed: " + e.getMessage());
        }
    }

    protected boolean needsConfirmation(JSONObject args) {
        return true;
    }

    protected abstract Bundle apply(Context ctx, JSONObject args, CallerInfo caller) throws Exception;
}
