package com.starslot.plugins;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Intent;
import android.os.Bundle;
import com.starslot.core.Replies;
import com.starslot.core.StarTool;
import com.starslot.core.Store;
import com.starslot.ui.ConfirmActivity;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** share_session: invites a friend to a booked session, after the member confirms. */
public class ShareLinkTool implements StarTool {
    static final Map<String, Integer> PENDING = new ConcurrentHashMap<>();

    @Override
    public String name() {
        return "share_session";
    }

    @Override
    public Bundle run(JSONObject args, int uid) throws Exception {
        String booking = args.getString("booking_id");
        String resume = args.optString("resume_token", null);
        if (resume != null) {
            Integer owner = PENDING.remove(resume);
            if (owner == null || owner != uid) {
                return Replies.error("INVALID_RESUME_TOKEN", "unknown resume token");
            }
            ContentValues v = new ContentValues();
            v.put("booking", booking);
            v.put("friend", args.getString("friend"));
            Store.db.insert("shares", null, v);
            return Replies.ok("{\"shared\":true}");
        }
        String token = Long.toHexString(new Random().nextLong());
        PENDING.put(token, uid);
        Intent i = new Intent(Store.app, ConfirmActivity.class);
        i.putExtra("what", booking);
        PendingIntent pi = PendingIntent.getActivity(Store.app, 1, i,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return Replies.needsUser(pi, token);
    }
}
