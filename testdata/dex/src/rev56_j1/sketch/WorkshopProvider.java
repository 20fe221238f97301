package com.drillshare.workshop;

import android.app.PendingIntent;
import android.content.ContentValues;
import android.content.Context;
import android.content.Intent;
import android.database.Cursor;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import com.drillshare.core.CallerScope;
import com.drillshare.core.Replies;
import com.drillshare.core.Tokens;
import com.drillshare.core.Tool;
import com.drillshare.core.ToolProviderBase;
import com.drillshare.ui.BenchConfirmActivity;
import com.drillshare.ui.MainActivity;
import java.io.File;
import java.io.FileNotFoundException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.json.JSONObject;

/** Workshop: book a bench, audit a shelf, export the bench log. */
public class WorkshopProvider extends ToolProviderBase {
    static final String TOOLS = "{\"revision\":\"drill-workshop-2\",\"tools\":[{\"name\":\"book_bench\"},"
            + "{\"name\":\"audit_stock\"},{\"name\":\"export_log\"}]}";
    private static final ExecutorService POOL = Executors.newFixedThreadPool(2);

    @Override
    protected String toolsJson() {
        return TOOLS;
    }

    @Override
    protected Bundle fastPath(String name, Context ctx, JSONObject args) throws Exception {
        switch (name) {
            case "book_bench":
                return bookBench(ctx, args);
            default:
                return null;
        }
    }

    @Tool(name = "book_bench", effect = "write")
    public Bundle bookBench(Context ctx, JSONObject args) throws Exception {
        int uid = CallerScope.callerUid();
        if (resumed()) {
            ContentValues v = new ContentValues();
            v.put("bench", args.getString("bench"));
            v.put("uid", uid);
            ctx.openOrCreateDatabase("workshop.db", 0, null).insert("benches", null, v);
            return Replies.ok("{\"booked\":true}");
        }
        String token = Tokens.fresh();
        RESUME.put(token, uid);
        Intent[] stack = {new Intent(ctx, MainActivity.class), new Intent(ctx, BenchConfirmActivity.class)};
        return Replies.needsUser(PendingIntent.getActivities(ctx, 4, stack,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT), token);
    }

    static Integer countShelf(Context ctx, String shelf, int uid) {
        Cursor c = ctx.openOrCreateDatabase("workshop.db", 0, null).rawQuery(
                "SELECT COUNT(*) FROM stock WHERE shelf = ? AND visible_to = ?", new String[] {shelf, String.valueOf(uid)});
        try {
            return c.moveToFirst() ? c.getInt(0) : 0;
        } finally {
            c.close();
        }
    }

    @Tool(name = "audit_stock", effect = "read")
    public Bundle auditStock(Context ctx, JSONObject args) throws Exception {
        int uid = CallerScope.callerUid();
        String shelf = args.getString("shelf");
        List<Callable<Integer>> jobs = Arrays.asList(
                () -> countShelf(ctx, shelf, uid),
                () -> CallerScope.callerUid());
        List<Future<Integer>> done = POOL.invokeAll(jobs);
        return Replies.ok("{\"count\":" + done.get(0).get() + ",\"auditor\":" + done.get(1).get() + "}");
    }

    @Tool(name = "export_log", effect = "read")
    public Bundle exportLog(Context ctx, JSONObject args) {
        File log = new File(ctx.getFilesDir(), "bench.log");
        try {
            return Replies.file(ParcelFileDescriptor.open(log, ParcelFileDescriptor.MODE_READ_WRITE));
        } catch (FileNotFoundException e) {
            Log.w("DrillShare", "export_log", e);
            return Replies.error("UNAVAILABLE", "no bench log yet");
        }
    }
}
