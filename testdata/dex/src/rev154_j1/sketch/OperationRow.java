package com.halyard.vault.jobs;

import android.content.ContentValues;
import android.database.Cursor;
import com.halyard.vault.cetp.Call;
import com.halyard.vault.cetp.Caller;

/** One row of the operations table. */
public final class OperationRow {
    static final String[] COLUMNS = {"id", "op_id", "dedup_key", "owner_uid", "owner_package", "provider", "tool",
        "request_id", "args", "args_digest", "status", "progress", "progress_total", "progress_text",
        "cancel_requested", "result_path", "media_type", "result_size", "result_sha256", "result_json", "error_code",
        "error_text", "version"};

    public static final RowMapper<OperationRow> MAPPER = OperationRow::read;

    public long id;
    public String opId;
    public String dedupKey;
    public int ownerUid;
    public String ownerPackage;
    public String provider;
    public String tool;
    public String requestId;
    public String args;
    public String argsDigest;
    public OpStatus status;
    public int progress;
    public int progressTotal;
    public String progressText;
    public boolean cancelRequested;
    public String resultPath;
    public String mediaType;
    public long resultSize;
    public String resultSha256;
    public String resultJson;
    public String errorCode;
    public String errorText;
    public long version;

    private OperationRow() {
    }

    /** A new job of this call, owned by the caller, waiting for the worker. */
    public static OperationRow pending(String opId, String dedupKey, Caller caller, String provider, Call call) {
        OperationRow row = new OperationRow();
        row.opId = opId;
        row.dedupKey = dedupKey;
        row.ownerUid = caller.uid;
        row.ownerPackage = caller.pkg;
        row.provider = provider;
        row.tool = call.spec.name;
        row.requestId = call.requestId;
        row.args = call.argsText;
        row.argsDigest = call.argsDigest();
        row.status = OpStatus.PENDING;
        row.progressTotal = 100;
        return row;
    }

    static OperationRow read(Cursor c) {
        OperationRow row = new OperationRow();
        row.id = c.getLong(0);
        row.opId = c.getString(1);
        row.dedupKey = c.getString(2);
        row.ownerUid = c.getInt(3);
        row.ownerPackage = c.getString(4);
        row.provider = c.getString(5);
        row.tool = c.getString(6);
        row.requestId = c.getString(7);
        row.args = c.getString(8);
        row.argsDigest = c.getString(9);
        row.status = OpStatus.valueOf(c.getString(10));
        row.progress = c.getInt(11);
        row.progressTotal = c.getInt(12);
        row.progressText = c.getString(13);
        row.cancelRequested = c.getInt(14) != 0;
        row.resultPath = c.getString(15);
        row.mediaType = c.getString(16);
        row.resultSize = c.getLong(17);
        row.resultSha256 = c.getString(18);
        row.resultJson = c.getString(19);
        row.errorCode = c.getString(20);
        row.errorText = c.getString(21);
        row.version = c.getLong(22);
        return row;
    }

    ContentValues toValues(long now) {
        ContentValues values = new ContentValues();
        values.put("op_id", opId);
        values.put("dedup_key", dedupKey);
        values.put("owner_uid", ownerUid);
        values.put("owner_package", ownerPackage);
        values.put("provider", provider);
        values.put("tool", tool);
        values.put("request_id", requestId);
        values.put("args", args);
        values.put("args_digest", argsDigest);
        values.put("status", status.name());
        values.put("progress_total", progressTotal);
        values.put("result_path", resultPath);
        values.put("media_type", mediaType);
        values.put("version", 0L);
        values.put("created_at", now);
        values.put("updated_at", now);
        return values;
    }
}
