package com.droprx.courier;

import android.app.IntentService;
import android.content.Context;
import android.content.Intent;
import android.util.Log;
import com.droprx.data.CourierDao;
import com.droprx.data.CourierDb;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Writes dispatch exports into files/exports off the provider's Binder thread. */
public class ManifestExportService extends IntentService {
    private static final String TAG = "ManifestExport";
    static final String ACTION_MANIFEST = "com.droprx.action.EXPORT_MANIFEST";
    static final String ACTION_SUMMARY = "com.droprx.action.EXPORT_SUMMARY";

    public ManifestExportService() {
        super("manifest-export");
    }

    @Override
    protected void onHandleIntent(Intent intent) {
        if (intent == null) return;
        CourierDao dao = CourierDb.get(this).courierDao();
        File dir = new File(getFilesDir(), "exports");
        String action = String.valueOf(intent.getAction());
        switch (action) {
            case ACTION_MANIFEST:
                write(new File(dir, intent.getStringExtra("file_name")), dao.manifestCsv());
                break;
            case ACTION_SUMMARY:
                int day = intent.getIntExtra("day", 0);
                write(new File(dir, "summary-" + day + ".csv"), dao.summaryCsv(day));
                break;
            default:
                Log.w(TAG, "unknown export " + action);
        }
    }

    private static void write(File target, String csv) {
        try (FileOutputStream out = new FileOutputStream(target)) {
            out.write(csv.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            Log.w(TAG, "export failed", e);
        }
    }

    /** Builds the Intent the courier provider hands to this service. */
    static final class Builder {
        private final Context context;
        private String action;
        private String fileName;
        private int day;

        Builder(Context context) {
            this.context = context;
        }

        Builder action(String action) {
            this.action = action;
            return this;
        }

        Builder fileName(String fileName) {
            this.fileName = fileName;
            return this;
        }

        Builder day(int day) {
            this.day = day;
            return this;
        }

        Intent build() {
            Intent i = new Intent(context, ManifestExportService.class).setAction(action);
            if (fileName != null) i.putExtra("file_name", fileName);
            return i.putExtra("day", day);
        }
    }
}
