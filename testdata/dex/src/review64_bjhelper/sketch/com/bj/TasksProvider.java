package com.bj;

import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import com.bj.cetp.CetpV2ContentProvider;
import com.bj.cetp.ToolSpec;
import java.util.Arrays;
import java.util.List;
import org.json.JSONObject;

/** Task tools, in the same shapes done right: list_tasks only reads, and close_task runs through a ledger executor. */
public final class TasksProvider extends CetpV2ContentProvider {
    private static final List<ToolSpec> TOOLS = Arrays.asList(
            ToolSpec.named("list_tasks").describe("Lists the open tasks.").annotate("read", "never").build(),
            ToolSpec.named("close_task").describe("Marks a task done.").annotate("update", "never").build());
    private SQLiteDatabase db;
    private final LedgerExecutor executor = new LedgerExecutor(this);

    @Override
    protected List<ToolSpec> tools() {
        return TOOLS;
    }

    @Override
    public MutationExecutor getMutationExecutor() {
        return executor;
    }

    SQLiteDatabase db() {
        return db;
    }

    @Override
    protected String run(String tool, JSONObject args) {
        switch (tool) {
            case "list_tasks": {
                Cursor c = db.query("tasks", new String[] {"title"}, "done = 0", null, null, null, null);
                int n = c.getCount();
                c.close();
                return n + " open";
            }
            case "close_task": {
                ContentValues done = new ContentValues();
                done.put("done", Integer.valueOf(1));
                db.update("tasks", done, "id = ?", new String[] {args.optString("id")});
                return "closed";
            }
            default:
                return null;
        }
    }
}
