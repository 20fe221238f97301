package com.hearthlist.sweep;

import com.hearthlist.cetp.Replies;
import java.io.File;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.json.JSONObject;

/** Measures and empties the app's own storage folders. */
final class StorageSweeper {
    private static final File[] NONE = new File[0];

    private final File[] roots;

    StorageSweeper(File... roots) {
        this.roots = roots;
    }

    JSONObject scan() {
        Map<String, Long> sizes = Arrays.stream(roots)
                .filter(File::isDirectory)
                .collect(Collectors.toMap(File::getName, StorageSweeper::sizeOf));
        return Replies.obj("folders", new JSONObject(sizes));
    }

    long sweep(SweepPlan plan) {
        if (!plan.confirmed()) {
            throw new IllegalStateException("sweep without confirmation");
        }
        long cutoff = plan.cutoffMs();
        return Arrays.stream(filesOf(plan.root()))
                .filter(File::isFile)
                .filter(f -> f.lastModified() < cutoff)
                .mapToLong(StorageSweeper::deleteCounting)
                .sum();
    }

    static long deleteCounting(File file) {
        long size = file.length();
        return file.delete() ? size : 0L;
    }

    static Long sizeOf(File dir) {
        return Arrays.stream(filesOf(dir)).mapToLong(File::length).sum();
    }

    private static File[] filesOf(File dir) {
        return Optional.ofNullable(dir.listFiles()).orElse(NONE);
    }
}
