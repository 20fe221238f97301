package com.vr;

import android.os.Bundle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.json.JSONObject;

public final class NotesProvider extends Base {
    private Store store;
    private final Ledger ledger = new Ledger();

    @Override
    public boolean onCreate() {
        store = new Store(getContext().getFilesDir().toPath());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        try {
            JSONObject args = new JSONObject(extras.getString("arguments"));
            String rid = extras.getString("request_id");
            switch (extras.getString("tool_name")) {
                case "create_note":
                    out.putString("note_id", create(rid, args));
                    break;
                case "archive_note":
                    archive(args);
                    break;
                case "save_draft":
                    saveDraft(rid, args);
                    break;
                case "drop_last":
                    Files.deleteIfExists(store.lastOf(Args.name(args, "book")));
                    break;
                case "drop_named":
                    Files.deleteIfExists(store.named(Args.name(args, "book"), args.optString("file")));
                    break;
                default:
                    out.putString("error_code", "TOOL_NOT_FOUND");
            }
        } catch (Exception e) {
            out.putString("error_code", "INTERNAL_ERROR");
        }
        return out;
    }

    // create_note: the book is checked by the reader that returns it, then
    // captured by the ledger's lambda and kept in the note.
    private String create(String rid, JSONObject args) throws Exception {
        String book = args.has("book") ? Args.name(args, "book") : "inbox";
        String body = Args.text(args, "body", 20000);
        return ledger.once(rid, () -> {
            Note note = new Note(UUID.randomUUID().toString(), book, body, false);
            store.save(note);
            return note.id;
        });
    }

    // archive_note: a stored note, its fields passed back into a copy.
    private void archive(JSONObject args) throws Exception {
        Note note = store.load(Args.name(args, "book"), Args.name(args, "note_id"));
        store.save(note.archive());
    }

    // save_draft: the folder is only limited in length.
    private void saveDraft(String rid, JSONObject args) throws Exception {
        String folder = Args.text(args, "folder", 64);
        String text = Args.text(args, "text", 20000);
        ledger.once(rid, () -> {
            store.saveDraft(new Draft(folder, text));
            return folder;
        });
    }
}
