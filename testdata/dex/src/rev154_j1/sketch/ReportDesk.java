package com.halyard.vault.reports;

import android.content.Context;
import android.database.Cursor;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.halyard.vault.cetp.Call;
import com.halyard.vault.cetp.Caller;
import com.halyard.vault.cetp.Confirmations;
import com.halyard.vault.cetp.Desk;
import com.halyard.vault.cetp.Digests;
import com.halyard.vault.cetp.Grants;
import com.halyard.vault.cetp.Replies;
import com.halyard.vault.cetp.ToolSpec;
import com.halyard.vault.jobs.JobWorkerService;
import com.halyard.vault.jobs.OperationRepository;
import com.halyard.vault.jobs.OperationRow;
import com.halyard.vault.jobs.OperationsEndpoint;
import com.halyard.vault.jobs.ResultFiles;
import com.halyard.vault.jobs.RowMapper;
import com.halyard.vault.jobs.VaultDb;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The report provider's tools: usage reports of the vault, built as jobs and handed out as files. */
public final class ReportDesk implements Desk {
    public static final String PROVIDER_ID = "com.halyard.vault.reports";
    private static final Pattern FILE_NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{0,59}\\.json");
    private static final String[] REPORT_COLUMNS = {"report_id", "owner_uid", "title", "path", "size", "sha256",
        "created_at"};
    static final RowMapper<Report> REPORT = c -> new Report(c.getString(0), c.getInt(1), c.getString(2),
            c.getString(3), c.getLong(4), c.getString(5), c.getLong(6));

    private final Context context;
    private final VaultDb db;
    private final Grants grants;
    private final Confirmations confirmations;
    private final OperationRepository repository;
    private final List<ToolSpec> tools = new ArrayList<>();

    public ReportDesk(Context context, VaultDb db, OperationRepository repository) {
        this.context = context;
        this.db = db;
        this.grants = new Grants(context, db);
        this.confirmations = new Confirmations(context, PROVIDER_ID);
        this.repository = repository;
        tools.add(new ToolSpec("list_reports", "List reports", "Lists the reports this assistant built", "read", "low",
                false, "never", false, false, "reports.read",
                "{\"type\":\"object\",\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"reports\":{\"type\":\"array\"}},\"required\":[\"reports\"]}"));
        tools.add(new ToolSpec("get_report", "Get a report", "Hands out one report this assistant built, as a file",
                "read", "low", false, "never", false, true, "reports.read",
                "{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\",\"pattern\":\"^rep_[0-9a-f]{24}$\"}},"
                        + "\"required\":[\"report_id\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"counts\":{\"type\":\"object\"}},"
                        + "\"required\":[\"title\",\"counts\"]}"));
        tools.add(new ToolSpec("build_report", "Build a usage report",
                "Counts items, snapshots and jobs of the vault into a JSON report file", "create", "low", false,
                "provider_policy", true, true, "reports.write",
                "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\",\"maxLength\":80},"
                        + "\"file_name\":{\"type\":\"string\",\"pattern\":\"^[A-Za-z0-9][A-Za-z0-9_-]{0,59}\\\\.json$\"}},"
                        + "\"required\":[\"title\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"counts\":{\"type\":\"object\"}},"
                        + "\"required\":[\"title\",\"counts\"]}"));
        tools.add(new ToolSpec("prune_reports", "Delete old reports",
                "Deletes this assistant's reports older than the given number of days", "delete", "moderate", true,
                "always", true, false, "reports.write",
                "{\"type\":\"object\",\"properties\":{\"older_than_days\":{\"type\":\"integer\",\"minimum\":1,"
                        + "\"maximum\":3650}},\"required\":[\"older_than_days\"],\"additionalProperties\":false}",
                "{\"type\":\"object\",\"properties\":{\"removed\":{\"type\":\"integer\"}},\"required\":[\"removed\"]}"));
    }

    @Override
    public String providerId() {
        return PROVIDER_ID;
    }

    @Override
    public String providerName() {
        return "Halyard Vault reports";
    }

    @Override
    public String description() {
        return "Usage reports of your Halyard Vault";
    }

    @Override
    public String scopes() {
        return "[{\"name\":\"reports.read\",\"title\":\"Read reports\",\"description\":\"List and open the reports"
                + " you built\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"reports.write\","
                + "\"title\":\"Build and delete reports\",\"description\":\"Build new reports and delete old ones\","
                + "\"access\":\"write\",\"sensitivity\":\"personal\"}]";
    }

    @Override
    public String[] capabilities() {
        return new String[] {"async_operations", "cancellation", "large_results"};
    }

    @Override
    public List<ToolSpec> tools() {
        return tools;
    }

    @Override
    public Bundle execute(Caller caller, Call call) throws JSONException {
        if (!grants.allows(caller, call.spec.scope)) {
            return Replies.error(call.requestId, "PERMISSION_DENIED", "Halyard Vault has not granted this scope", false);
        }
        if (call.spec.async) {
            return submit(caller, call);
        }
        if (call.deadlinePassed()) {
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed before the tool started",
                    false);
        }
        if (call.spec.name.equals("list_reports")) {
            JSONArray list = new JSONArray();
            for (Report report : reportsOf(caller.uid)) {
                list.put(new JSONObject()
                        .put("report_id", report.reportId)
                        .put("title", report.title)
                        .put("created_at", report.createdAt));
            }
            return Replies.inline(call.requestId, new JSONObject().put("reports", list));
        }
        Report report = find(call.args.optString("report_id", ""));
        if (report == null || report.ownerUid != caller.uid) {
            return Replies.error(call.requestId, "INVALID_ARGS", "No such report for this assistant", false);
        }
        ParcelFileDescriptor fd;
        try {
            fd = ResultFiles.openForConsumer(new File(report.path));
        } catch (FileNotFoundException e) {
            return Replies.error(call.requestId, "RESULT_EXPIRED", "The report file is no longer kept", false);
        }
        return Replies.file(call.requestId, new JSONObject()
                .put("kind", "file")
                .put("media_type", "application/json")
                .put("size_bytes", report.size)
                .put("sha256", report.sha256), fd);
    }

    /** build_report and prune_reports: the call inserts the operation and returns; the consumer polls it. */
    private Bundle submit(Caller caller, Call call) throws JSONException {
        if (call.deadlinePassed()) {
            return Replies.error(call.requestId, "DEADLINE_EXCEEDED", "The deadline passed before the job was queued",
                    false);
        }
        String fileName = null;
        if (call.spec.name.equals("build_report")) {
            fileName = call.args.optString("file_name", "report.json");
            if (!FILE_NAME.matcher(fileName).matches()) {
                return Replies.error(call.requestId, "INVALID_ARGS", "file_name must be a plain name ending in .json",
                        false);
            }
        } else {
            int days = call.args.optInt("older_than_days", 0);
            if (days < 1 || days > 3650) {
                return Replies.error(call.requestId, "INVALID_ARGS", "older_than_days must be 1 to 3650", false);
            }
        }
        long identity = Binder.clearCallingIdentity();
        try {
            String key = Digests.callerKey(PROVIDER_ID, call.requestId);
            OperationRow prior = repository.findByDedupKey(key);
            if (prior != null) {
                return OperationsEndpoint.replay(prior, call);
            }
            if (call.spec.name.equals("prune_reports")) {
                Bundle held = confirmations.require(caller, call, "Delete your reports older than "
                        + call.args.optInt("older_than_days") + " days");
                if (held != null) {
                    return held;
                }
            }
            OperationRow row = OperationRow.pending(Digests.operationId(), key, caller, PROVIDER_ID, call);
            if (fileName != null) {
                File reports = ResultFiles.area(context, "reports/" + row.opId);
                row.resultPath = ResultFiles.named(reports, fileName).getPath();
                row.mediaType = "application/json";
            }
            repository.insert(row);
            JobWorkerService.wake(context);
            return Replies.accepted(call.requestId, row.opId, OperationsEndpoint.POLL_AFTER_MS);
        } finally {
            Binder.restoreCallingIdentity(identity);
        }
    }

    Report find(String reportId) {
        try (Cursor cursor = db.getReadableDatabase().query("reports", REPORT_COLUMNS, "report_id = ?",
                new String[] {reportId}, null, null, null, "1")) {
            return cursor.moveToFirst() ? REPORT.map(cursor) : null;
        }
    }

    private List<Report> reportsOf(int uid) {
        List<Report> list = new ArrayList<>();
        try (Cursor cursor = db.getReadableDatabase().query("reports", REPORT_COLUMNS, "owner_uid = ?",
                new String[] {Integer.toString(uid)}, null, null, "created_at DESC", "100")) {
            while (cursor.moveToNext()) {
                list.add(REPORT.map(cursor));
            }
        }
        return list;
    }

    /** The file of a report, for the provider's openFile. */
    File reportFile(String reportId) {
        Report report = reportId == null ? null : find(reportId);
        return report == null ? null : new File(report.path);
    }

    static final class Report {
        final String reportId;
        final int ownerUid;
        final String title;
        final String path;
        final long size;
        final String sha256;
        final long createdAt;

        Report(String reportId, int ownerUid, String title, String path, long size, String sha256, long createdAt) {
            this.reportId = reportId;
            this.ownerUid = ownerUid;
            this.title = title;
            this.path = path;
            this.size = size;
            this.sha256 = sha256;
            this.createdAt = createdAt;
        }
    }
}
