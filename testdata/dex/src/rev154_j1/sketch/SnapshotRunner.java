package com.halyard.vault.archive;

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
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The archive's jobs: create_snapshot, export_snapshot and restore_snapshot. */
public final class SnapshotRunner implements JobRunner {
    private final Context context;
    private final VaultDb db;
    private final ChunkStore chunks;

    public SnapshotRunner(Context context) {
        this.context = context;
        this.db = VaultDb.get(context);
        this.chunks = new ChunkStore(db);
    }

    @Override
    public Result run(OperationRow op, Progress progress) throws Exception {
        JSONObject args = new JSONObject(op.args);
        switch (op.tool) {
            case "create_snapshot":
                return create(args.optString("label", "Snapshot"), progress);
            case "export_snapshot":
                return export(args.getLong("snapshot_id"), new File(op.resultPath), progress);
            default:
                return restore(args.getLong("snapshot_id"), progress);
        }
    }

    private Result create(String label, Progress progress) throws IOException, Cancelled, JSONException {
        SQLiteDatabase writable = db.getWritableDatabase();
        File store = new File(context.getFilesDir(), "chunks");
        if (!store.isDirectory() && !store.mkdirs()) {
            throw new IOException("no chunk directory");
        }
        ContentValues snapshot = new ContentValues();
        snapshot.put("label", label);
        snapshot.put("item_count", 0);
        snapshot.put("created_at", System.currentTimeMillis());
        long snapshotId = writable.insertOrThrow("snapshots", null, snapshot);
        int done = 0;
        try (Cursor items = writable.query("items", new String[] {"id", "body"}, null, null, null, null, "id", null)) {
            int total = Math.max(1, items.getCount());
            while (items.moveToNext()) {
                byte[] body = items.getString(1).getBytes(StandardCharsets.UTF_8);
                String sha = Digests.hex(Digests.sha256(body));
                File chunk = new File(store, sha + ".bin");
                if (!chunk.exists()) {
                    try (FileOutputStream out = new FileOutputStream(chunk)) {
                        out.write(body);
                    }
                }
                ContentValues row = new ContentValues();
                row.put("snapshot_id", snapshotId);
                row.put("item_id", items.getLong(0));
                row.put("path", chunk.getPath());
                row.put("sha256", sha);
                row.put("size", (long) body.length);
                writable.insertOrThrow("chunks", null, row);
                done++;
                progress.report(done, total, "Stored " + done + " of " + total + " items");
            }
        }
        ContentValues count = new ContentValues();
        count.put("item_count", done);
        writable.update("snapshots", count, "id = ?", new String[] {Long.toString(snapshotId)});
        return Result.inline(new JSONObject().put("snapshot_id", snapshotId).put("items", done));
    }

    private Result export(long snapshotId, File target, Progress progress) throws Exception {
        List<ChunkStore.Chunk> list = chunks.chunksOf(snapshotId);
        JSONArray items = new JSONArray();
        int done = 0;
        for (ChunkStore.Chunk chunk : list) {
            items.put(new JSONObject()
                    .put("item_id", chunk.itemId)
                    .put("sha256", chunk.sha256)
                    .put("size", chunk.size));
            done++;
            progress.report(done, list.size(), "Listed " + done + " of " + list.size() + " chunks");
        }
        byte[] manifest = new JSONObject().put("snapshot_id", snapshotId).put("items", items).toString()
                .getBytes(StandardCharsets.UTF_8);
        return ResultFiles.write(target, "application/json", manifest);
    }

    private Result restore(long snapshotId, Progress progress) throws Exception {
        List<ChunkStore.Chunk> list = chunks.chunksOf(snapshotId);
        SQLiteDatabase writable = db.getWritableDatabase();
        int done = 0;
        for (ChunkStore.Chunk chunk : list) {
            progress.report(done, list.size(), "Restoring item " + chunk.itemId);
            String body = new String(Files.readAllBytes(new File(chunk.path).toPath()), StandardCharsets.UTF_8);
            ContentValues values = new ContentValues();
            values.put("body", body);
            values.put("updated_at", System.currentTimeMillis());
            writable.update("items", values, "id = ?", new String[] {Long.toString(chunk.itemId)});
            done++;
        }
        return Result.inline(new JSONObject().put("snapshot_id", snapshotId).put("items", done));
    }
}
