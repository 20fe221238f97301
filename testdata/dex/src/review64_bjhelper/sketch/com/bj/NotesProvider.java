package com.bj;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import com.bj.cetp.CetpV2ContentProvider;
import com.bj.cetp.ToolSpec;
import java.util.Arrays;
import java.util.List;
import org.json.JSONObject;

/**
 * Notes tools. list_notes is declared read but stamps every note it lists as seen (CETP621); archive_note is
 * declared update, and the provider keeps the base's null mutation executor (CETP608).
 */
public final class NotesProvider extends CetpV2ContentProvider {
    private static final List<ToolSpec> TOOLS = Arrays.asList(
            reading("list_notes", "Lists the notes of a folder."),
            updating("archive_note", "Moves a note to the archive."));

    private static ToolSpec reading(String name, String description) {
        return ToolSpec.named(name).describe(description).annotate("read", "never").build();
    }

    private static ToolSpec updating(String name, String description) {
        return ToolSpec.named(name).describe(description).annotate("update", "never").build();
    }
    private SQLiteDatabase db;

    @Override
    protected List<ToolSpec> tools() {
        return TOOLS;
    }

    @Override
    protected String run(String tool, JSONObject args) {
        switch (tool) {
            case "list_notes": {
                ContentValues seen = new ContentValues();
                seen.put("seen_at", Long.valueOf(System.currentTimeMillis()));
                db.update("notes", seen, "folder = ?", new String[] {args.optString("folder")});
                return "listed";
            }
            case "archive_note": {
                ContentValues archived = new ContentValues();
                archived.put("archived", Integer.valueOf(1));
                db.update("notes", archived, "id = ?", new String[] {args.optString("id")});
                return "archived";
            }
            default:
                return null;
        }
    }
}
