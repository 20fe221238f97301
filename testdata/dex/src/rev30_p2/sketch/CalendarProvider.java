package com.example.r30p2;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;

public final class CalendarProvider extends ToolProviderBase {
    private static final String TOOLS = "{\"revision\":\"cal-3\",\"tools\":[{\"name\":\"add_event\"},{\"name\":\"delete_event\"}]}";
    private final Confirmations confirmations = new Confirmations();

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected Bundle execute(int uid, String tool, String args, Bundle extras) {
        SQLiteDatabase db = getContext().openOrCreateDatabase("calendar.db", 0, null);
        if ("add_event".equals(tool)) {
            ContentValues v = new ContentValues();
            v.put("json", args);
            return Replies.success("{\"id\":" + db.insert("events", null, v) + "}");
        }
        if ("delete_event".equals(tool)) {
            String token = extras.getString("resume_token");
            if (token == null) {
                return Replies.confirm(getContext(), confirmations.issue(uid, args));
            }
            if (!confirmations.redeem(token, uid, args)) {
                return Replies.error("INVALID_REQUEST", "confirmation expired");
            }
            db.delete("events", "id = ?", new String[] {args});
            return Replies.success("{}");
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
}
