package com.example.r30p3;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;
import org.json.JSONObject;

public final class FilesProvider extends ContentProvider {
    private static final String TOOLS = "{\"revision\":\"files-4\",\"tools\":[{\"name\":\"export_note\"},{\"name\":\"log_size\"}]}";
    private static final Pattern NAME = Pattern.compile("[a-z0-9_]{1,40}");

    @Override
    public boolean onCreate() {
        return true;
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
        return getContext().openOrCreateDatabase("files.db", 0, null).update("files", values, "id = ?", new String[] {uri.getLastPathSegment()});
    }

    @Override
    public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
        if (!Access.knownCaller(getContext())) {
            throw new SecurityException("unknown caller");
        }
        return ParcelFileDescriptor.open(new File(getContext().getFilesDir(), "shared/index.json"), ParcelFileDescriptor.MODE_READ_ONLY);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (!Access.knownCaller(getContext())) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        int uid = Binder.getCallingUid();
        if ("negotiate".equals(method)) {
            return Replies.negotiated(Sessions.open(uid));
        }
        Bundle refused = Envelope.refuse(extras, uid);
        if (refused != null) {
            return refused;
        }
        if ("list_tools".equals(method)) {
            return Replies.success(TOOLS);
        }
        String tool = extras.getString("tool_name");
        JSONObject args = Args.parse(extras.getString("args"));
        if ("export_note".equals(tool)) {
            return export(args.optString("name"), args.optString("body"));
        }
        if ("log_size".equals(tool)) {
            return logSize(args.optString("name"));
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }

    private Bundle export(String name, String body) {
        File out = new File(getContext().getFilesDir(), "exports/" + name + ".txt");
        try {
            FileOutputStream stream = new FileOutputStream(out);
            try {
                stream.write(body.getBytes(StandardCharsets.UTF_8));
            } finally {
                stream.close();
            }
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", "export failed");
        }
        return Replies.success("{}");
    }

    private Bundle logSize(String name) {
        if (!NAME.matcher(name).matches()) {
            return Replies.error("INVALID_ARGS", "bad log name");
        }
        File log = new File(new File(getContext().getFilesDir(), "logs"), name + ".log");
        return Replies.success("{\"bytes\":" + log.length() + "}");
    }
}
