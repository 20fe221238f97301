package com.lumenframe.studio.backup;

import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.cetp.Crypto;
import com.lumenframe.studio.data.MediaRepo;
import com.lumenframe.studio.ops.WorkContext;
import com.lumenframe.studio.ops.WorkResult;
import com.lumenframe.studio.ops.Worker;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** import_archive: reads a backup archive the user dropped into the import folder and records it. */
final class ArchiveImportWorker implements Worker {
    private static final long MAX_ARCHIVE_BYTES = 8L * 1024L * 1024L;

    private final MediaRepo media;
    private final File importDir;

    ArchiveImportWorker(MediaRepo media, File importDir) {
        this.media = media;
        this.importDir = importDir;
    }

    @Override
    public String tool() {
        return "import_archive";
    }

    @Override
    public void validate(JSONObject args) throws CetpException {
        String name = args.optString("archive_name", "");
        if (name.isEmpty() || !name.endsWith(".lumenbak")) {
            throw new CetpException("INVALID_ARGS");
        }
    }

    @Override
    public WorkResult run(WorkContext ctx) throws Exception {
        String name = ctx.args.getString("archive_name");
        ctx.progress.begin(2, "Reading archive");
        File archive = new File(importDir, name);
        if (!archive.isFile() || archive.length() > MAX_ARCHIVE_BYTES) {
            throw new CetpException("INVALID_ARGS");
        }
        String text = read(archive);
        ctx.progress.advance("Checking archive");
        JSONObject manifest;
        JSONArray files;
        try {
            manifest = new JSONObject(text);
            files = manifest.optJSONArray("files");
        } catch (JSONException e) {
            throw new CetpException("INVALID_ARGS");
        }
        if (files == null) {
            throw new CetpException("INVALID_ARGS");
        }
        ctx.progress.checkpoint();
        long bytes = manifest.optLong("bytes", 0L);
        long id = media.recordBackup(manifest.optString("label", "Imported"), files.length(), bytes, Crypto.sha256(text));
        ctx.progress.advance("Imported");
        JSONObject value = new JSONObject();
        value.put("backup_id", id);
        value.put("files", files.length());
        return WorkResult.inline(value);
    }

    private static String read(File file) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[16384];
        try (InputStream in = new FileInputStream(file)) {
            int n = in.read(buf);
            while (n > 0) {
                out.write(buf, 0, n);
                n = in.read(buf);
            }
        }
        return new String(out.toByteArray(), StandardCharsets.UTF_8);
    }
}
