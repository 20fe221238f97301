package com.quaywire.cetp;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import com.quaywire.data.DiskCache;
import org.json.JSONException;

/** The same records, written through to one file per key so that a restarted process still replays them. */
public final class FileOutcomes extends MemoryOutcomes {
    private final File dir;

    public FileOutcomes(File dir, String providerId) {
        super(providerId);
        this.dir = dir;
        dir.mkdirs();
    }

    @Override
    public String lookup(Call call) {
        String cached = super.lookup(call);
        if (cached != null) {
            return cached;
        }
        File file = new File(dir, Ledger.sha256(key(call)));
        if (!file.exists()) {
            return null;
        }
        try (FileInputStream in = new FileInputStream(file)) {
            return DiskCache.readAll(in);
        } catch (IOException e) {
            throw new IllegalStateException("outcome unreadable", e);
        }
    }

    @Override
    public void keep(Call call, String data) throws JSONException {
        super.keep(call, data);
        File file = new File(dir, Ledger.sha256(key(call)));
        try (FileOutputStream out = new FileOutputStream(file)) {
            out.write(super.lookup(call).getBytes(StandardCharsets.UTF_8));
            out.getFD().sync();
        } catch (IOException e) {
            throw new IllegalStateException("outcome not written", e);
        }
    }
}
