package com.quillbin.io;

import com.quillbin.data.NoteCursor;
import com.quillbin.data.NotesDao;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.json.JSONArray;
import org.json.JSONException;

/**
 * The Quillbin backup format: a ZIP with notebooks.json, notes.json and attachments.json (the table rows) and
 * files/<name> for each attachment file.
 */
public final class BackupArchive {
    static final String NOTEBOOKS = "notebooks.json";
    static final String NOTES = "notes.json";
    static final String ATTACHMENTS = "attachments.json";
    static final String FILES = "files/";
    private static final long MAX_JSON_BYTES = 32L * 1024L * 1024L;

    private BackupArchive() {
    }

    /** The tables and the number of files a backup held. */
    public static final class Contents {
        public JSONArray notebooks;
        public JSONArray notes;
        public JSONArray attachments;
        public int files;
    }

    /** Writes every notebook, note and attachment as one ZIP into out, which it closes; returns the note count. */
    public static int write(NotesDao dao, File attachmentDir, OutputStream out) throws IOException, JSONException {
        try (ZipOutputStream zip = new ZipOutputStream(new BufferedOutputStream(out))) {
            putText(zip, NOTEBOOKS, dao.notebooks().toString());
            JSONArray notes = new JSONArray();
            try (NoteCursor c = dao.everyNote()) {
                while (c.moveToNext()) {
                    notes.put(c.full());
                }
            }
            putText(zip, NOTES, notes.toString());
            JSONArray rows = new JSONArray();
            for (NotesDao.Attachment a : dao.everyAttachment()) {
                rows.put(a.toJson());
                zip.putNextEntry(new ZipEntry(FILES + a.file));
                Streams.send(new File(attachmentDir, a.file), zip);
                zip.closeEntry();
            }
            putText(zip, ATTACHMENTS, rows.toString());
            return notes.length();
        }
    }

    /**
     * Reads a backup: the tables into memory, each files/ entry into attachmentDir. An entry name that would land
     * anywhere but directly inside attachmentDir ("files/../../databases/x") stops the restore.
     */
    public static Contents read(InputStream in, File attachmentDir) throws IOException, JSONException {
        Contents contents = new Contents();
        File root = attachmentDir.getCanonicalFile();
        try (ZipInputStream zip = new ZipInputStream(new BufferedInputStream(in))) {
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                String name = e.getName();
                if (e.isDirectory()) {
                    continue;
                }
                if (name.startsWith(FILES)) {
                    File target = new File(root, name.substring(FILES.length())).getCanonicalFile();
                    if (!root.equals(target.getParentFile())) {
                        throw new ZipException("entry escapes the attachment folder: " + name);
                    }
                    try (OutputStream out = new FileOutputStream(target)) {
                        Streams.copy(zip, out);
                    }
                    contents.files++;
                } else if (NOTEBOOKS.equals(name)) {
                    contents.notebooks = new JSONArray(readText(zip));
                } else if (NOTES.equals(name)) {
                    contents.notes = new JSONArray(readText(zip));
                } else if (ATTACHMENTS.equals(name)) {
                    contents.attachments = new JSONArray(readText(zip));
                } else {
                    throw new ZipException("unexpected entry " + name);
                }
            }
        }
        if (contents.notebooks == null || contents.notes == null || contents.attachments == null) {
            throw new ZipException("not a Quillbin backup");
        }
        return contents;
    }

    private static void putText(ZipOutputStream zip, String name, String text) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }

    /** The current entry as UTF-8 text, refused beyond MAX_JSON_BYTES. */
    private static String readText(ZipInputStream zip) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        for (int n = zip.read(chunk); n != -1; n = zip.read(chunk)) {
            if (buffer.size() + n > MAX_JSON_BYTES) {
                throw new ZipException("table entry too large");
            }
            buffer.write(chunk, 0, n);
        }
        return new String(buffer.toByteArray(), StandardCharsets.UTF_8);
    }
}
