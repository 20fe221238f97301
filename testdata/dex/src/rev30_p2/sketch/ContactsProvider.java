package com.example.r30p2;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;

public final class ContactsProvider extends StubProvider {
    private static final String TOOLS = "{\"revision\":\"contacts-7\",\"tools\":[{\"name\":\"add_contact\"},{\"name\":\"merge_contacts\"},{\"name\":\"export_contacts\"}]}";
    private final PendingMerges merges = new PendingMerges();
    private final PendingExports exports = new PendingExports();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.negotiated(Sessions.open(uid));
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("UNSUPPORTED_VERSION", "v2 only");
        }
        if ("list_tools".equals(method)) {
            return Replies.success(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        String tool = extras.getString("tool_name");
        String args = extras.getString("args");
        if ("add_contact".equals(tool)) {
            return add(extras, args);
        }
        if ("merge_contacts".equals(tool)) {
            return merge(uid, args, extras.getString("resume_token"));
        }
        if ("export_contacts".equals(tool)) {
            return export(uid, extras.getString("resume_token"));
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }

    private SQLiteDatabase db() {
        return getContext().openOrCreateDatabase("contacts.db", 0, null);
    }

    private Bundle add(Bundle extras, String args) {
        if (Envelope.expired(extras)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        ContentValues v = new ContentValues();
        v.put("json", args);
        db().insert("contacts", null, v);
        return Replies.success("{}");
    }

    private Bundle merge(int uid, String args, String resumeToken) {
        if (resumeToken == null) {
            return Replies.confirm(getContext(), merges.issue(uid, args));
        }
        Pending p = merges.take(resumeToken);
        if (p == null || !p.args.equals(args)) {
            return Replies.error("INVALID_REQUEST", "confirmation expired");
        }
        ContentValues v = new ContentValues();
        v.put("merged", Boolean.TRUE);
        db().update("contacts", v, "id = ?", new String[] {args});
        return Replies.success("{}");
    }

    private Bundle export(int uid, String resumeToken) {
        if (resumeToken == null) {
            return Replies.confirm(getContext(), exports.issue(uid));
        }
        if (!exports.valid(resumeToken, uid)) {
            return Replies.error("INVALID_REQUEST", "confirmation expired");
        }
        return Replies.success("{\"file\":\"contacts.vcf\"}");
    }
}
