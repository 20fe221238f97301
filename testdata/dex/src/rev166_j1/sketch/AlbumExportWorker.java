package com.lumenframe.studio.export;

import com.lumenframe.studio.cetp.CetpException;
import com.lumenframe.studio.data.MediaRepo;
import com.lumenframe.studio.ops.WorkContext;
import com.lumenframe.studio.ops.WorkResult;
import com.lumenframe.studio.ops.Worker;
import java.io.File;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONObject;

/** export_album: the album's catalogue as a JSON file, recorded in the exports table. */
final class AlbumExportWorker implements Worker {
    private final MediaRepo media;

    AlbumExportWorker(MediaRepo media) {
        this.media = media;
    }

    @Override
    public String tool() {
        return "export_album";
    }

    @Override
    public void validate(JSONObject args) throws CetpException {
        if (args.optLong("album_id", 0L) < 1L || args.length() != 1) {
            throw new CetpException("INVALID_ARGS");
        }
    }

    @Override
    public WorkResult run(WorkContext ctx) throws Exception {
        long albumId = ctx.args.getLong("album_id");
        String title = media.albumTitle(albumId);
        if (title == null) {
            throw new CetpException("INVALID_ARGS");
        }
        List<MediaRepo.Photo> photos = media.photos(albumId);
        ctx.progress.begin(photos.size() + 1, "Cataloguing photos");
        JSONArray items = new JSONArray();
        for (MediaRepo.Photo p : photos) {
            ctx.progress.checkpoint();
            JSONObject item = new JSONObject();
            item.put("photo_id", p.id);
            item.put("caption", p.caption == null ? "" : p.caption);
            item.put("size_bytes", p.sizeBytes);
            items.put(item);
            ctx.progress.advance("Catalogued photo " + p.id);
        }
        JSONObject doc = new JSONObject();
        doc.put("album_id", albumId);
        doc.put("title", title);
        doc.put("photos", items);
        ctx.progress.checkpoint();
        File out = new File(ctx.workDir, "album.json");
        try (Writer w = new OutputStreamWriter(new FileOutputStream(out), StandardCharsets.UTF_8)) {
            w.write(doc.toString());
        }
        media.recordExport("album", albumId, out.getName(), ctx.callerUid);
        return WorkResult.file(out, "application/json");
    }
}
