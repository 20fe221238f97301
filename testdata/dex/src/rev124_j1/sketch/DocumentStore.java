package com.scanbox.data;

import android.database.Cursor;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Optional;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Scanned documents: rows in the documents table, PDFs in the scans folder. */
public final class DocumentStore {
    private static final String[] COLUMNS = {"id", "title", "file_name", "pages"};

    private final ScanDatabase database;
    private final File scans;

    public DocumentStore(ScanDatabase database, File scans) {
        this.database = database;
        this.scans = scans;
    }

    public JSONArray list() throws JSONException {
        JSONArray out = new JSONArray();
        Cursor cursor = database.getReadableDatabase()
                .query("documents", COLUMNS, null, null, null, null, "created_at DESC");
        try {
            while (cursor.moveToNext()) {
                Document document = read(cursor);
                out.put(new JSONObject()
                        .put("document_id", document.id())
                        .put("title", document.title())
                        .put("pages", document.pages()));
            }
        } finally {
            cursor.close();
        }
        return out;
    }

    public Optional<Document> find(String id) {
        Cursor cursor = database.getReadableDatabase()
                .query("documents", COLUMNS, "id = ?", new String[] {id}, null, null, null);
        try {
            return cursor.moveToFirst() ? Optional.of(read(cursor)) : Optional.empty();
        } finally {
            cursor.close();
        }
    }

    /** Deletes the row and the PDF. */
    public void shred(Document document) {
        database.getWritableDatabase().delete("documents", "id = ?", new String[] {document.id()});
        new File(scans, document.fileName()).delete();
    }

    /** Copies the document's PDF to target; returns the number of bytes written. */
    public long copyTo(Document document, File target) throws IOException {
        FileInputStream in = new FileInputStream(new File(scans, document.fileName()));
        try {
            FileOutputStream out = new FileOutputStream(target);
            try {
                byte[] buffer = new byte[8192];
                long total = 0;
                int read;
                while ((read = in.read(buffer)) > 0) {
                    out.write(buffer, 0, read);
                    total += read;
                }
                return total;
            } finally {
                out.close();
            }
        } finally {
            in.close();
        }
    }

    private static Document read(Cursor cursor) {
        return new Document(cursor.getString(0), cursor.getString(1), cursor.getString(2), cursor.getInt(3));
    }
}
