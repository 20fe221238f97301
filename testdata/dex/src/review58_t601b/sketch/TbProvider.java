package com.tb;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;

public class TbProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();
    

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String tool = extras.getString("tool_name", "");
        if (tool.equals("h")) {
            return ask(Clin.flagsFor("h"));
        }
        if (tool.equals("i")) {
            return ask(Clin.flagsFor("i"));
        }
        if (tool.equals("j")) {
            return ask(Dup.flagsFor("j"));
        }
        return new Bundle();
    }

    private Bundle ask(int flags) {
        String token = Long.toHexString(random.nextLong());
        Intent intent = new Intent("com.tb.CONFIRM").setClassName("com.tb", "com.tb.ConfirmActivity").putExtra("token", token);
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", PendingIntent.getActivity(getContext(), 1, intent, flags));
        out.putString("resume_token", token);
        return out;
    }

    @Override
    public Cursor query(Uri uri, String[] p, String s, String[] a, String o) {
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
    public int delete(Uri uri, String s, String[] a) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String s, String[] a) {
        return 0;
    }
}
