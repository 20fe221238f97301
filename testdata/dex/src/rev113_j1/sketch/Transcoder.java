package com.kiteframe.library;

import android.content.ContentResolver;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import com.kiteframe.data.KiteDb;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.List;
import org.json.JSONException;
import org.json.JSONObject;

/** Re-encodes an album's media into another format; one renditions row per encoded item. */
public final class Transcoder {
    static final List<String> FORMATS = Arrays.asList("heic", "avif", "jpeg");

    private final KiteDb db;
    private final ContentResolver resolver;

    public Transcoder(KiteDb db, ContentResolver resolver) {
        this.db = db;
        this.resolver = resolver;
    }

    public JSONObject transcode(String albumId, String format, String kind) throws IOException, JSONException {
        int done = 0;
        long bytes = 0L;
        Cursor c = db.getReadableDatabase().query("photos", new String[] {"id", "uri"},
                "album_id = ? AND kind = ? AND trashed = 0", new String[] {albumId, kind}, null, null, null);
        try {
            while (c.moveToNext()) {
                bytes += encode(c.getString(1));
                ContentValues row = new ContentValues();
                row.put("photo_id", c.getString(0));
                row.put("format", format);
                db.getWritableDatabase().insert("renditions", null, row);
                done++;
            }
        } finally {
            c.close();
        }
        JSONObject summary = new JSONObject();
        summary.put("album_id", albumId);
        summary.put("format", format);
        summary.put("renditions", done);
        summary.put("bytes_read", bytes);
        return summary;
    }

    private long encode(String uri) throws IOException {
        InputStream in = resolver.openInputStream(Uri.parse(uri));
        try {
            byte[] buffer = new byte[64 * 1024];
            long total = 0L;
            int n;
            while ((n = in.read(buffer)) > 0) {
                total += n;
            }
            return total;
        } finally {
            in.close();
        }
    }
}
