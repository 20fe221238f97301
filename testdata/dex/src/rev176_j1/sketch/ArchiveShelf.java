package com.quillmark.docs.archive;

import android.content.Context;
import android.os.ParcelFileDescriptor;
import com.quillmark.docs.core.Tokens;
import com.quillmark.docs.documents.DocumentStore;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Archives: JSON bundles of documents under files/archives, named ar-yyyyMMdd-xxxxxxxx. */
public final class ArchiveShelf {
    private static final Pattern NAME = Pattern.compile("ar-[0-9]{8}-[0-9a-f]{8}");
    /** Archives are rewritten in place when relabelled, so the shelf opens them read-write. */
    static final int SHELF_MODE = ParcelFileDescriptor.MODE_READ_WRITE;
    private static final long DAY_MS = 24L * 60L * 60L * 1000L;
    private static ArchiveShelf instance;

    private final File dir;
    private final AtomicBoolean busy = new AtomicBoolean(false);

    private ArchiveShelf(Context context) {
        this.dir = new File(context.getFilesDir(), "archives");
    }

    public static synchronized ArchiveShelf get(Context context) {
        if (instance == null) {
            instance = new ArchiveShelf(context.getApplicationContext());
        }
        return instance;
    }

    public static boolean isName(String name) {
        return name != null && NAME.matcher(name).matches();
    }

    public List<String> names() {
        String[] files = dir.list();
        List<String> names = new ArrayList<>();
        if (files != null) {
            Arrays.sort(files);
            for (String f : files) {
                if (f.endsWith(".json") && isName(f.substring(0, f.length() - 5))) {
                    names.add(f.substring(0, f.length() - 5));
                }
            }
        }
        return names;
    }

    /** The archive's file, only for a well-formed name that is on the shelf. */
    public File file(String name) {
        if (!isName(name)) {
            return null;
        }
        File file = new File(dir, name + ".json");
        return file.isFile() ? file : null;
    }

    /** Bundles the documents into a new archive; null when another archive run holds the shelf. */
    public String archive(DocumentStore store, JSONArray ids, String label) throws IOException, JSONException {
        if (!busy.compareAndSet(false, true)) {
            return null;
        }
        try {
            JSONArray docs = new JSONArray();
            for (int i = 0; ids != null && i < ids.length(); i++) {
                String id = ids.optString(i);
                JSONObject row = store.row(id);
                byte[] bytes = row == null ? null : store.read(id);
                if (bytes == null) {
                    continue;
                }
                JSONObject doc = new JSONObject();
                doc.put("title", row.optString("title"));
                doc.put("text", new String(bytes, StandardCharsets.UTF_8));
                docs.put(doc);
            }
            JSONObject archive = new JSONObject();
            archive.put("label", label);
            archive.put("created_at", System.currentTimeMillis());
            archive.put("documents", docs);
            String day = new SimpleDateFormat("yyyyMMdd", Locale.US).format(new Date());
            String name = "ar-" + day + "-" + Tokens.random(4);
            if (!dir.isDirectory() && !dir.mkdirs()) {
                throw new IOException("no archive directory");
            }
            FileOutputStream out = new FileOutputStream(new File(dir, name + ".json"));
            try {
                out.write(archive.toString().getBytes(StandardCharsets.UTF_8));
            } finally {
                out.close();
            }
            return name;
        } finally {
            busy.set(false);
        }
    }

    public JSONObject load(String name) throws IOException, JSONException {
        File file = file(name);
        if (file == null) {
            return null;
        }
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
        return new JSONObject(new String(out.toByteArray(), StandardCharsets.UTF_8));
    }

    /** Hex SHA-256 of the archive file, for the file result's digest. */
    public String sha256(File file) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            FileInputStream in = new FileInputStream(file);
            try {
                byte[] buffer = new byte[8192];
                int n;
                while ((n = in.read(buffer)) > 0) {
                    digest.update(buffer, 0, n);
                }
            } finally {
                in.close();
            }
            return Tokens.hex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IOException("SHA-256 missing", e);
        }
    }

    /** A descriptor on the archive file, in the mode the shelf keeps its files open with. */
    public ParcelFileDescriptor descriptor(File file) throws FileNotFoundException {
        return ParcelFileDescriptor.open(file, SHELF_MODE);
    }

    /** Copies the archive's documents back into the store; returns how many, or -1 for an unknown archive. */
    public int restore(String name, DocumentStore store) throws IOException, JSONException {
        JSONObject archive = load(name);
        if (archive == null) {
            return -1;
        }
        JSONArray docs = archive.optJSONArray("documents");
        int restored = 0;
        for (int i = 0; docs != null && i < docs.length(); i++) {
            JSONObject doc = docs.getJSONObject(i);
            store.add(doc.optString("title"), doc.optString("text"));
            restored = restored + 1;
        }
        return restored;
    }

    public boolean delete(String name) {
        File file = file(name);
        return file != null && file.delete();
    }

    /** Deletes archives older than the retention; -1 when an archive run holds the shelf. */
    public int pruneOlderThan(int days) {
        if (!busy.compareAndSet(false, true)) {
            return -1;
        }
        try {
            long cutoff = System.currentTimeMillis() - days * DAY_MS;
            int removed = 0;
            for (String name : names()) {
                File file = new File(dir, name + ".json");
                if (file.lastModified() < cutoff && file.delete()) {
                    removed = removed + 1;
                }
            }
            return removed;
        } finally {
            busy.set(false);
        }
    }
}
