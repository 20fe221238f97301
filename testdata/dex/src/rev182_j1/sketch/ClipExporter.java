package com.ridgeway.doorhub.camera;

import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.ParcelFileDescriptor;

import com.ridgeway.doorhub.cetp.Tokens;
import com.ridgeway.doorhub.data.DoorhubDatabase;
import com.ridgeway.doorhub.di.FileModule;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/** Doorbell clips the hub service records into files/clips, their thumbnails, and the latest snapshot. */
public class ClipExporter {
    static final String THUMBNAIL_BASE = "content://com.ridgeway.doorhub.tools.camera/thumbnails/";
    private static final Pattern CLIP_ID = Pattern.compile("[0-9a-f]{32}");

    private final DoorhubDatabase database;
    private final Tokens tokens;
    private final File clipsDir;

    public ClipExporter(DoorhubDatabase database, Tokens tokens, File clipsDir) {
        this.database = database;
        this.tokens = tokens;
        this.clipsDir = clipsDir;
    }

    public JSONArray listEvents(int limit) throws JSONException {
        JSONArray out = new JSONArray();
        try (Cursor rows = database.getReadableDatabase().query("clips",
                new String[] {"clip_id", "kind", "recorded_at", "archived"}, "deleted = 0", null, null, null,
                "recorded_at DESC")) {
            while (out.length() < limit && rows.moveToNext()) {
                out.put(new JSONObject()
                        .put("clip_id", rows.getString(0))
                        .put("kind", rows.getString(1))
                        .put("recorded_at_ms", rows.getLong(2))
                        .put("archived", rows.getInt(3) == 1)
                        .put("thumbnail_uri", THUMBNAIL_BASE + rows.getString(0)));
            }
        }
        return out;
    }

    /** The clip's file, or null for an unknown or deleted clip id. */
    public File clipFile(String clipId) {
        return fileColumn(clipId, "file_name");
    }

    private File fileColumn(String clipId, String column) {
        if (clipId == null || !CLIP_ID.matcher(clipId).matches()) {
            return null;
        }
        try (Cursor row = database.getReadableDatabase().query("clips", new String[] {column},
                "clip_id = ? AND deleted = 0", new String[] {clipId}, null, null, null)) {
            return row.moveToFirst() ? new File(clipsDir, row.getString(0)) : null;
        }
    }

    public ParcelFileDescriptor openClip(File clip) throws FileNotFoundException {
        return FileModule.provideClipDescriptor(clip);
    }

    public File latestSnapshot() {
        File snapshot = new File(clipsDir, "latest.jpg");
        return snapshot.isFile() ? snapshot : null;
    }

    public ParcelFileDescriptor openSnapshot(File snapshot) throws FileNotFoundException {
        return FileModule.provideSnapshotDescriptor(snapshot);
    }

    /** content://…/thumbnails/<clip_id>, read-only. */
    public ParcelFileDescriptor openThumbnail(Uri uri) throws FileNotFoundException {
        File thumbnail = fileColumn(uri.getLastPathSegment(), "thumb_name");
        if (thumbnail == null) {
            throw new FileNotFoundException("no such thumbnail");
        }
        return FileModule.provideThumbnailDescriptor(thumbnail);
    }

    public String sha256Of(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[64 * 1024];
            int n;
            while ((n = in.read(buffer)) > 0) {
                digest.update(buffer, 0, n);
            }
            StringBuilder hex = new StringBuilder();
            for (byte b : digest.digest()) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IOException("SHA-256 missing");
        }
    }

    public boolean deleteClip(String clipId) {
        File clip = clipFile(clipId);
        File thumbnail = fileColumn(clipId, "thumb_name");
        if (clip == null) {
            return false;
        }
        ContentValues change = new ContentValues();
        change.put("deleted", 1);
        database.getWritableDatabase().update("clips", change, "clip_id = ?", new String[] {clipId});
        clip.delete();
        if (thumbnail != null) {
            thumbnail.delete();
        }
        return true;
    }

    public JSONObject shareLink(String clipId, int hours) throws JSONException {
        String shareId = tokens.newToken("");
        long expiresAt = System.currentTimeMillis() + hours * 3600_000L;
        ContentValues row = new ContentValues();
        row.put("share_id", shareId);
        row.put("clip_id", clipId);
        row.put("expires_at", expiresAt);
        database.getWritableDatabase().insertOrThrow("clip_shares", null, row);
        return new JSONObject().put("url", "https://share.ridgeway.example/c/" + shareId)
                .put("expires_at_ms", expiresAt);
    }

    /** Marks one day's clips archived; -1 when cancelled part-way (the clips done so far stay archived). */
    public int archiveDay(String day, BooleanSupplier cancelled) {
        List<String> ids = new ArrayList<>();
        try (Cursor rows = database.getReadableDatabase().query("clips", new String[] {"clip_id"},
                "day = ? AND archived = 0 AND deleted = 0", new String[] {day}, null, null, null)) {
            while (rows.moveToNext()) {
                ids.add(rows.getString(0));
            }
        }
        int done = 0;
        for (String id : ids) {
            if (cancelled.getAsBoolean()) {
                return -1;
            }
            ContentValues change = new ContentValues();
            change.put("archived", 1);
            database.getWritableDatabase().update("clips", change, "clip_id = ?", new String[] {id});
            done++;
        }
        return done;
    }
}
