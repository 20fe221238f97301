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
import com.shelfcity.ui.RoomConfirmActivity;
import org.json.JSONException;
import org.json.JSONObject;

public class ReserveRoomTool implements ToolHandler {
    @Override
    public Bundle run(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        String room = args.getString("room");
        if (!ResumeTokens.redeem(caller)) {
            Intent i = new Intent(ctx, RoomConfirmActivity.class);
            i.putExtra("room", room);
            PendingIntent pi = PendingIntent.getActivity(ctx, 0, i, PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
            return Replies.needsUser(pi, ResumeTokens.issue(caller));
        }
        ShelfDb.open(ctx).execSQL("INSERT INTO room_bookings(room, uid) VALUES (?, ?)", new Object[] {room, caller.uid});
        return Replies.ok("{\"reserved\":true}");
    }
}
