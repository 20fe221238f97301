package com.wrenfield.notes.attachments;

import android.content.Context;
import android.database.Cursor;
import android.os.ParcelFileDescriptor;
import com.wrenfield.notes.core.WrenfieldDb;
import com.wrenfield.notes.core.Hex;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Attachment rows and their files: blobs/<file_name> and thumbs/<thumb_name> under the app's files directory. */
final class AttachmentStore {
    static final Pattern ID = Pattern.compile("[0-9a-f]{32}");
    private static final String[] COLUMNS =
            {"attachment_id", "note_id", "file_name", "thumb_name", "media_type", "size_bytes", "sha256"};

    private final WrenfieldDb db;
    private final File blobs;
    private final File thumbs;

    AttachmentStore(Context context, WrenfieldDb db) {
        this.db = db;
        this.blobs = new File(context.getFilesDir(), "blobs");
        this.thumbs = new File(context.getFilesDir(), "thumbs");
    }

    static final class Row {
        final String id;
        final long noteId;
        final String fileName;
        final String thumbName;
        final String mediaType;
        final long sizeBytes;
        final String sha256;

        Row(Cursor cursor) {
            id = cursor.getString(0);
            noteId = cursor.getLong(1);
            fileName = cursor.getString(2);
            thumbName = cursor.getString(3);
            mediaType = cursor.getString(4);
            sizeBytes = cursor.getLong(5);
            sha256 = cursor.getString(6);
        }
    }

    Row find(String attachmentId) {
        try (Cursor cursor = db.getReadableDatabase().query("attachments", COLUMNS, "attachment_id = ?",
                new String[] {attachmentId}, null, null, null, null)) {
            return cursor.moveToFirst() ? new Row(cursor) : null;
        }
    }

    List<Row> ofNote(long noteId) {
        List<Row> rows = new ArrayList<>();
        try (Cursor cursor = db.getReadableDatabase().query("attachments", COLUMNS, "note_id = ?",
                new String[] {Long.toString(noteId)}, null, null, null, null)) {
            while (cursor.moveToNext()) {
                rows.add(new Row(cursor));
            }
        }
        return rows;
    }

    File blob(Row row) {
        return new File(blobs, row.fileName);
    }

    File thumb(Row row) {
        return new File(thumbs, row.thumbName);
    }

    /** Every descriptor Wrenfield hands out for an attachment file goes through here. */
    ParcelFileDescriptor open(File file, int mode) throws FileNotFoundException {
        return ParcelFileDescriptor.open(file, mode);
    }

    /** SHA-256 of a file's bytes, as hex. */
    static String sha256Of(File file) throws IOException {
        try (InputStream in = new FileInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
            return Hex.of(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }

    /** Removes the note's attachment rows and their files; the number of rows removed. */
    int purge(long noteId, List<Row> rows) {
        int removed = db.getWritableDatabase().delete("attachments", "note_id = ?",
                new String[] {Long.toString(noteId)});
        for (Row row : rows) {
            blob(row).delete();
            if (row.thumbName != null) {
                thumb(row).delete();
            }
        }
        return removed;
    }
}
