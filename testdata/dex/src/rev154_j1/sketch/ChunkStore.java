package com.halyard.vault.archive;

import android.database.Cursor;
import com.halyard.vault.cetp.Digests;
import com.halyard.vault.jobs.RowMapper;
import com.halyard.vault.jobs.VaultDb;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Snapshots and their chunks: one stored file per vault item, with its SHA-256. */
public final class ChunkStore {
    private static final String[] CHUNK_COLUMNS = {"id", "snapshot_id", "item_id", "path", "sha256", "size"};
    static final RowMapper<Chunk> CHUNK = c -> new Chunk(c.getLong(0), c.getLong(1), c.getLong(2), c.getString(3),
            c.getString(4), c.getLong(5));

    private final VaultDb db;

    public ChunkStore(VaultDb db) {
        this.db = db;
    }

    public boolean hasSnapshot(long snapshotId) {
        try (Cursor cursor = db.getReadableDatabase().query("snapshots", new String[] {"id"}, "id = ?",
                new String[] {Long.toString(snapshotId)}, null, null, null, "1")) {
            return cursor.moveToFirst();
        }
    }

    public JSONArray snapshots(int limit) throws JSONException {
        JSONArray list = new JSONArray();
        try (Cursor cursor = db.getReadableDatabase().query("snapshots",
                new String[] {"id", "label", "item_count", "created_at"}, null, null, null, null, "id DESC",
                Integer.toString(limit))) {
            while (cursor.moveToNext()) {
                list.put(new JSONObject()
                        .put("snapshot_id", cursor.getLong(0))
                        .put("label", cursor.getString(1))
                        .put("items", cursor.getLong(2))
                        .put("created_at", cursor.getLong(3)));
            }
        }
        return list;
    }

    List<Chunk> chunksOf(long snapshotId) {
        List<Chunk> list = new ArrayList<>();
        try (Cursor cursor = db.getReadableDatabase().query("chunks", CHUNK_COLUMNS, "snapshot_id = ?",
                new String[] {Long.toString(snapshotId)}, null, null, "id", null)) {
            while (cursor.moveToNext()) {
                list.add(CHUNK.map(cursor));
            }
        }
        return list;
    }

    /** Re-hashes every chunk of the snapshot. */
    public Verification verify(long snapshotId) {
        List<Chunk> list = chunksOf(snapshotId);
        int damaged = 0;
        for (Chunk chunk : list) {
            if (!chunk.sha256.equals(hashOf(new File(chunk.path)))) {
                damaged++;
                // a damaged chunk is dropped, so that the next snapshot stores its item afresh
                db.getWritableDatabase().delete("chunks", "id = ?", new String[] {Long.toString(chunk.id)});
            }
        }
        return new Verification(list.size(), damaged);
    }

    /** Counts what the snapshot holds. */
    public Stats stats(long snapshotId) {
        List<Chunk> list = chunksOf(snapshotId);
        long bytes = 0L;
        for (Chunk chunk : list) {
            bytes += chunk.size;
        }
        return new Stats(list.size(), bytes);
    }

    static String hashOf(File file) {
        try (InputStream in = new FileInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[8192];
            int read;
            while ((read = in.read(buffer)) > 0) {
                digest.update(buffer, 0, read);
            }
            return Digests.hex(digest.digest());
        } catch (IOException | NoSuchAlgorithmException e) {
            return "";
        }
    }

    static final class Chunk {
        final long id;
        final long snapshotId;
        final long itemId;
        final String path;
        final String sha256;
        final long size;

        Chunk(long id, long snapshotId, long itemId, String path, String sha256, long size) {
            this.id = id;
            this.snapshotId = snapshotId;
            this.itemId = itemId;
            this.path = path;
            this.sha256 = sha256;
            this.size = size;
        }
    }

    public static final class Verification {
        public final int checked;
        public final int damaged;

        Verification(int checked, int damaged) {
            this.checked = checked;
            this.damaged = damaged;
        }
    }

    public static final class Stats {
        public final int chunks;
        public final long bytes;

        Stats(int chunks, long bytes) {
            this.chunks = chunks;
            this.bytes = bytes;
        }
    }
}
