package com.spokeshop.tools;

import android.content.Context;
import android.os.Bundle;
import android.util.Log;
import org.json.JSONObject;

/** One execute_tool handler; providers keep them in an EnumMap keyed by Tool. */
@FunctionalInterface
public interface Handler {
    Bundle handle(Context ctx, JSONObject args, int uid, boolean resumed) throws Exception;

    default Bundle run(Context ctx, String args, int uid, boolean resumed) {
        try {
            return handle(ctx, new JSONObject(args), uid, resumed);
        } catch (Exception e) {
            Log.w("SpokeShop", "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool failed");
        }
    }
}
