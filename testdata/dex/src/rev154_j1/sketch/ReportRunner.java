package com.halyard.vault.reports;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.halyard.vault.cetp.Digests;
import com.halyard.vault.jobs.JobRunner;
import com.halyard.vault.jobs.OperationRow;
import com.halyard.vault.jobs.ResultFiles;
import com.halyard.vault.jobs.VaultDb;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONObject;

/** The report provider's jobs: build_report and prune_reports. */
public final class ReportRunner implements JobRunner {
    private static final String[] COUNTED = {"items", "snapshots", "chunks", "operations"};
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;

    private final VaultDb db;

    public ReportRunner(Context context) {
        this.db = VaultDb.get(context);
    }

    @Override
    public Result run(OperationRow op, Progress progress) throws Exception {
        JSONObject args = new JSONObject(op.args);
        if (op.tool.equals("build_report")) {
            return build(op, args.optString("title", "Vault report"), progress);
        }
        return prune(op.ownerUid, args.getInt("older_than_days"), progress);
    }

    private Result build(OperationRow op, String title, Progress progress) throws Exception {
        SQLiteDatabase readable = db.getReadableDatabase();
        JSONObject counts = new JSONObject();
        for (int i = 0; i < COUNTED.length; i++) {
            try (Cursor cursor = readable.query(COUNTED[i], new String[] {"COUNT(*)"}, null, null, null, null, null,
                    null)) {
                cursor.moveToFirst();
                counts.put(COUNTED[i], cursor.getLong(0));
            }
            progress.report(i + 1, COUNTED.length, "Counted " + COUNTED[i]);
        }
        byte[] content = new JSONObject().put("title", title).put("counts", counts).toString()
                .getBytes(StandardCharsets.UTF_8);
        Result result = ResultFiles.write(new File(op.resultPath), "application/json", content);
        ContentValues report = new ContentValues();
        report.put("report_id", "rep_" + Digests.randomToken(12));
        report.put("owner_uid", op.ownerUid);
        report.put("title", title);
        report.put("path", op.resultPath);
        report.put("size", result.size);
        report.put("sha256", result.sha256);
        report.put("created_at", System.currentTimeMillis());
        db.getWritableDatabase().insertOrThrow("reports", null, report);
        return result;
    }

    private Result prune(int ownerUid, int olderThanDays, Progress progress) throws Exception {
        long cutoff = System.currentTimeMillis() - olderThanDays * DAY_MS;
        List<String[]> doomed = new ArrayList<>();
        try (Cursor cursor = db.getReadableDatabase().query("reports", new String[] {"report_id", "path"},
                "owner_uid = ? AND created_at < ?", new String[] {Integer.toString(ownerUid), Long.toString(cutoff)},
                null, null, null, null)) {
            while (cursor.moveToNext()) {
                doomed.add(new String[] {cursor.getString(0), cursor.getString(1)});
            }
        }
        int removed = 0;
        for (String[] report : doomed) {
            progress.report(removed, doomed.size(), "Deleting old reports");
            if (!new File(report[1]).delete()) {
                continue;
            }
            db.getWritableDatabase().delete("reports", "report_id = ?", new String[] {report[0]});
            removed++;
        }
        return Result.inline(new JSONObject().put("removed", removed));
    }
}
