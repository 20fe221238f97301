package com.example.r34j3;

import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;

// Albums are rows; photos are files named by a random id in files/photos.
final class Library {
    private final Context context;
    private final SQLiteDatabase db;
    private final File photos;
    private String cachedAlbums;

    Library(Context context) {
        this.context = context;
        this.db = context.openOrCreateDatabase("library.db", 0, null);
        this.photos = new File(context.getFilesDir(), "photos");
    }

    File inbox() {
        return new File(context.getFilesDir(), "inbox");
    }

    Set<String> granted(String partner) {
        Set<String> scopes = new HashSet<>();
        Cursor c = db.rawQuery("SELECT scope FROM grants WHERE package = ?", new String[] {partner});
        try {
            while (c.moveToNext()) {
                scopes.add(c.getString(0));
            }
        } finally {
            c.close();
        }
        return scopes;
    }

    String albums(boolean rescan) {
        if (rescan || cachedAlbums == null) {
            StringBuilder out = new StringBuilder("[");
            Cursor c = db.rawQuery("SELECT id, title FROM albums ORDER BY title", null);
            try {
                while (c.moveToNext()) {
                    if (out.length() > 1) {
                        out.append(',');
                    }
                    out.append("{\"id\":\"").append(c.getString(0)).append("\",\"title\":\"").append(c.getString(1)).append("\"}");
                }
            } finally {
                c.close();
            }
            cachedAlbums = out.append(']').toString();
        }
        return cachedAlbums;
    }

    String importFrom(File source, String album) throws IOException {
        String photoId = UUID.randomUUID().toString();
        photos.mkdirs();
        copy(new FileInputStream(source), new FileOutputStream(new File(photos, photoId)));
        ContentValues row = new ContentValues();
        row.put("id", photoId);
        row.put("album_id", album);
        db.insert("photos", null, row);
        cachedAlbums = null;
        return "{\"photo_id\":\"" + photoId + "\"}";
    }

    int deletePhoto(String photoId) throws IOException {
        File f = new File(photos, photoId);
        if (!f.getCanonicalPath().startsWith(photos.getCanonicalPath() + File.separator)) {
            throw new IOException("photo outside the library");
        }
        f.delete();
        return db.delete("photos", "id = ?", new String[] {photoId});
    }

    int photoCount(String album) {
        Cursor c = db.rawQuery("SELECT COUNT(*) FROM photos WHERE album_id = ?", new String[] {album});
        try {
            return c.moveToNext() ? c.getInt(0) : 0;
        } finally {
            c.close();
        }
    }

    int deleteAlbum(String album) {
        Cursor c = db.rawQuery("SELECT id FROM photos WHERE album_id = ?", new String[] {album});
        try {
            while (c.moveToNext()) {
                new File(photos, c.getString(0)).delete();
            }
        } finally {
            c.close();
        }
        db.delete("photos", "album_id = ?", new String[] {album});
        cachedAlbums = null;
        return db.delete("albums", "id = ?", new String[] {album});
    }

    private static void copy(InputStream in, OutputStream out) throws IOException {
        try {
            byte[] buf = new byte[8192];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
        } finally {
            in.close();
            out.close();
        }
    }
}
