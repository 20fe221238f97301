package com.quillmark.docs.documents;

import android.content.Context;
import android.content.SharedPreferences;
import com.quillmark.docs.core.Tokens;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The user's documents: text files under files/documents, indexed in SharedPreferences by id. File names come only
 * from the index, never from a caller.
 */
public final class DocumentStore {
    private static final Pattern ID = Pattern.compile("d_[0-9a-f]{16}");
    private static DocumentStore instance;

    private final File dir;
    private final SharedPreferences index;

    private DocumentStore(Context context) {
        this.dir = new File(context.getFilesDir(), "documents");
        this.index = context.getSharedPreferences("document_index", Context.MODE_PRIVATE);
    }

    public static synchronized DocumentStore get(Context context) {
        if (instance == null) {
            instance = new DocumentStore(context.getApplicationContext());
        }
        return instance;
    }

    public static boolean isId(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /** Index rows whose title starts with the prefix (case-insensitive), newest first. */
    public synchronized List<JSONObject> list(String titlePrefix, int limit) {
        List<JSONObject> rows = new ArrayList<>();
        String prefix = titlePrefix == null ? "" : titlePrefix.toLowerCase();
        for (Map.Entry<String, ?> e : index.getAll().entrySet()) {
            JSONObject row = row(e.getKey());
            if (row != null && row.optString("title").toLowerCase().startsWith(prefix)) {
                rows.add(row);
            }
        }
        Collections.sort(rows, (a, b) -> Long.compare(b.optLong("modified_at"), a.optLong("modified_at")));
        return rows.size() > limit ? rows.subList(0, limit) : rows;
    }

    public synchronized JSONObject row(String id) {
        String text = isId(id) ? index.getString(id, null) : null;
        if (text == null) {
            return null;
        }
        try {
            JSONObject row = new JSONObject(text);
            row.put("id", id);
            return row;
        } catch (JSONException e) {
            return null;
        }
    }

    /** The document's bytes, or null when the id is unknown. */
    public byte[] read(String id) throws IOException {
        JSONObject row = row(id);
        if (row == null) {
            return null;
        }
        File file = new File(dir, row.optString("file"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        FileInputStream in = new FileInputStream(file);
        try {
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) > 0) {
                out.write(buffer, 0, n);
            }
        } finally {
            in.close();
        }
        return out.toByteArray();
    }

    public synchronized boolean rename(String id, String title) throws JSONException {
        JSONObject row = row(id);
        if (row == null) {
            return false;
        }
        row.remove("id");
        row.put("title", title);
        row.put("modified_at", System.currentTimeMillis());
        return index.edit().putString(id, row.toString()).commit();
    }

    public synchronized boolean delete(String id) {
        JSONObject row = row(id);
        if (row == null) {
            return false;
        }
        File file = new File(dir, row.optString("file"));
        if (file.exists() && !file.delete()) {
            return false;
        }
        return index.edit().remove(id).commit();
    }

    /** Adds a document (used when an archive is restored); returns its new id. */
    public synchronized String add(String title, String text) throws IOException, JSONException {
        String id = "d_" + Tokens.random(8);
        String fileName = id + ".txt";
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IOException("no documents directory");
        }
        FileOutputStream out = new FileOutputStream(new File(dir, fileName));
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        try {
            out.write(bytes);
        } finally {
            out.close();
        }
        JSONObject row = new JSONObject();
        row.put("title", title);
        row.put("file", fileName);
        row.put("size_bytes", bytes.length);
        row.put("modified_at", System.currentTimeMillis());
        index.edit().putString(id, row.toString()).commit();
        return id;
    }

    /** Re-reads every file's size into the index; returns how many documents are indexed. */
    public synchronized int reindex() throws JSONException {
        SharedPreferences.Editor edit = index.edit();
        int count = 0;
        for (String id : new ArrayList<>(index.getAll().keySet())) {
            JSONObject row = row(id);
            if (row == null) {
                continue;
            }
            File file = new File(dir, row.optString("file"));
            if (!file.isFile()) {
                edit.remove(id);
                continue;
            }
            row.remove("id");
            row.put("size_bytes", file.length());
            edit.putString(id, row.toString());
            count = count + 1;
        }
        edit.commit();
        return count;
    }
}
