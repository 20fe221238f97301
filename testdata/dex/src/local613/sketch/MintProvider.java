package com.e1;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.Random;
/** e2: tokens from a LOCAL ToolSet (SecureRandom); field retries (Random) only jitters. Expected: no CETP613. */
public final class MintProvider extends ContentProvider {
    private ToolSet retries;
    @Override public boolean onCreate() { retries = new ToolSet(new Mint(new Random())); return true; }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        String tool = extras == null ? "" : extras.getString("tool_name", "");
        if ("start".equals(tool)) {
            ToolSet ids = new ToolSet(new Mint(new SecureRandom()));
            out.putString("operation_id", ids.issue());
            out.putString("status", "ok");
        } else {
            out.putString("error_code", "UNAVAILABLE");
            out.putString("retry_after_ms", String.valueOf(retries.backoff(1000)));
        }
        return out;
    }
    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
