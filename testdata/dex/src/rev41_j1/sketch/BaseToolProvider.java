package com.keydrop.tools;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import com.keydrop.util.Replies;
import org.json.JSONException;
import org.json.JSONObject;

/** Template for KeyDrop's tool providers: call() checks the caller, the session and the deadline, then handle(). */
public abstract class BaseToolProvider extends ContentProvider {
    static final byte[] PARTNER_CERT = {0x4b, 0x44, 0x72, 0x6f, 0x70, 0x21, 0x0a, 0x19};

    protected final ResumeStore resumes = new ResumeStore();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        if (!admits(uid)) {
            return Replies.error("PERMISSION_DENIED", "not a KeyDrop partner");
        }
        Bundle in = extras != null ? extras : Bundle.EMPTY;
        switch (method) {
            case "negotiate":
                return Replies.ok(Sessions.open(uid));
            case "list_tools":
                if (!sessionOk(in, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                return Replies.ok(tools());
            case "execute_tool":
                if (!sessionOk(in, uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
                if (in.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                Request r = new Request.Builder()
                        .uid(uid)
                        .pkg(pkg)
                        .tool(in.getString("tool_name"))
                        .args(parseArgs(in.getString("args")))
                        .resume(in.getString("resume_token"))
                        .build();
                return handle(r);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method " + method);
        }
    }

    private static JSONObject parseArgs(String json) {
        try {
            return new JSONObject(json != null ? json : "{}");
        } catch (JSONException e) {
            return null;
        }
    }

    /** Partner apps are signed with KeyDrop's partner key. */
    protected boolean admits(int uid) {
        return getContext().getPackageManager().hasSigningCertificate(uid, PARTNER_CERT, PackageManager.CERT_INPUT_SHA256);
    }

    protected boolean sessionOk(Bundle in, int uid) {
        return Sessions.valid(in.getString("session_token"), uid);
    }

    protected abstract String tools();

    protected abstract Bundle handle(Request r);

    @Override
    public Cursor query(Uri u, String[] p, String s, String[] a, String o) {
        return null;
    }

    @Override
    public String getType(Uri u) {
        return null;
    }

    @Override
    public Uri insert(Uri u, ContentValues v) {
        return null;
    }

    @Override
    public int delete(Uri u, String s, String[] a) {
        return 0;
    }

    @Override
    public int update(Uri u, ContentValues v, String s, String[] a) {
        return 0;
    }
}
