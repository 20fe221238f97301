package com.gridnote.meter;

import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import com.gridnote.data.GridDb;
import com.gridnote.tools.Replies;
import com.gridnote.tools.ToolBase;
import com.gridnote.tools.ToolSpec;
import com.gridnote.util.FileModes;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONObject;

/** Meter-reading tools (com.gridnote.meter). */
public class MeterProvider extends ToolBase {
    private GridDb db;
    private ExecutorService io;
    private List<ToolSpec> tools;

    @Override
    public boolean onCreate() {
        db = new GridDb(getContext());
        io = Executors.newFixedThreadPool(2);
        tools = Arrays.asList(
                new ToolSpec("submit_reading", "write", b -> submitReading(b)),
                new ToolSpec("correct_reading", "write", b -> correctReading(b)),
                new ToolSpec("meter_photo", "read", b -> meterPhoto(b)),
                new ToolSpec("usage_chart", "read", b -> usageChart(b)),
                new ToolSpec("export_readings", "read", b -> exportReadings(b)));
        return true;
    }

    @Override
    protected List<ToolSpec> tools() {
        return tools;
    }

    private Bundle submitReading(Bundle b) {
        JSONObject args = argsOf(b);
        String meter = args.optString("meter_id");
        long kwh = args.optLong("kwh");
        return CompletableFuture
                .supplyAsync(() -> db.record(meter, kwh,
                        Binder.getCallingUid()), io)
                .thenApply(n -> ok("{\"stored\":" + n + "}"))
                .join();
    }

    private Bundle correctReading(Bundle b) {
        JSONObject args = argsOf(b);
        String reading = args.optString("reading_id");
        long kwh = args.optLong("kwh");
        int uid = callerUid;
        return CompletableFuture
                .supplyAsync(() -> db.correct(reading, kwh,
                        uid), io)
                .thenApply(n -> ok("{\"corrected\":" + n + "}"))
                .join();
    }

    private Bundle meterPhoto(Bundle b) {
        File f = new File(getContext().getFilesDir(), "photo_" + argsOf(b).optInt("meter_no") + ".jpg");
        try {
            return file(ParcelFileDescriptor.open(f, FileModes.share()), f.length());
        } catch (FileNotFoundException e) {
            return Replies.error("NOT_FOUND", "no photo for this meter");
        }
    }

    private Bundle usageChart(Bundle b) {
        File f = new File(getContext().getCacheDir(), "usage_" + argsOf(b).optInt("year") + ".png");
        try {
            return file(ParcelFileDescriptor.open(f, FileModes.view()), f.length());
        } catch (FileNotFoundException e) {
            return Replies.error("NOT_FOUND", "no chart for that year");
        }
    }

    private Bundle exportReadings(Bundle b) {
        String csv = db.csv(callerUid);
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();
            try (ParcelFileDescriptor.AutoCloseOutputStream out =
                    new ParcelFileDescriptor.AutoCloseOutputStream(pipe[1])) {
                out.write(csv.getBytes(StandardCharsets.UTF_8));
            }
            return file(pipe[0], csv.length());
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", Optional.ofNullable(e.getMessage())
                    .map(m -> "export failed: " + m)
                    .orElse("export failed"));
        }
    }
}
