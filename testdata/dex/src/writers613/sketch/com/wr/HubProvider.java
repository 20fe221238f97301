package com.wr;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/**
 * The hub's tools answer Reply objects through the Tool interface; toBundle puts every Reply's token as the
 * resume_token. UnlockTool makes one from java.util.Random (CETP613 at UnlockTool.java:11), ArmTool from SecureRandom.
 */
public final class HubProvider extends ContentProvider {
    private static final Map<String, Tool> TOOLS = new HashMap<>();

    static {
        TOOLS.put("unlock_door", new UnlockTool());
        TOOLS.put("arm_alarm", new ArmTool());
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        Tool tool = TOOLS.get(extras.getString("tool_name", ""));
        if (tool == null) {
            return new Bundle();
        }
        return toBundle(tool.run(extras));
    }

    private static Bundle toBundle(Reply reply) {
        Bundle out = new Bundle();
        out.putString("error_code", reply.status);
        out.putString("resume_token", reply.token);
        out.putString("request_id", reply.requestId);
        return out;
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
