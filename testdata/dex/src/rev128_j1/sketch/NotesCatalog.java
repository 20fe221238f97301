package com.quirewell.notes;

import android.database.sqlite.SQLiteDatabase;
import android.os.Bundle;
import com.quirewell.cetp.HandleTool;
import com.quirewell.cetp.Invocation;
import com.quirewell.cetp.Replies;
import com.quirewell.cetp.ToolCatalog;
import com.quirewell.cetp.ToolHost;
import com.quirewell.cetp.ToolRegistry;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.Function;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The notes provider's tools; NotesToolProvider loads this class by name. */
public final class NotesCatalog implements ToolCatalog {
    private static final String INFO = "{\"provider_name\":\"Quirewell Notes\","
            + "\"description\":\"Search, write, export and delete your Quirewell notes\","
            + "\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\","
            + "\"scopes\":[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search and export notes\","
            + "\"access\":\"read\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create notes and delete notebooks\","
            + "\"access\":\"write\",\"sensitivity\":\"personal\"}]}";

    private static final String TOOLS = "["
            + "{\"name\":\"search_notes\",\"title\":\"Search notes\",\"description\":\"Find notes whose title or body"
            + " contains the query\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"query\":{\"type\":\"string\","
            + "\"minLength\":1,\"maxLength\":200}},\"required\":[\"query\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]},"
            + "\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,"
            + "\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"create_note\",\"title\":\"Create a note\",\"description\":\"Add a note to a notebook; shared"
            + " notebooks ask the user first\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":"
            + "\"string\",\"maxLength\":200},\"body\":{\"type\":\"string\",\"maxLength\":20000},\"notebook_id\":{\"type\":"
            + "\"integer\"}},\"required\":[\"title\",\"notebook_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":"
            + "[\"note_id\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\","
            + "\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"provider_policy\","
            + "\"execution\":\"sync\"}},"
            + "{\"name\":\"export_notebook\",\"title\":\"Export a notebook\",\"description\":\"All notes of a notebook"
            + " as one JSON file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":"
            + "\"integer\"}},\"required\":[\"notebook_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":"
            + "\"object\",\"properties\":{\"notebook_id\":{\"type\":\"integer\"},\"notes\":{\"type\":\"array\"}},"
            + "\"required\":[\"notebook_id\",\"notes\"]},\"scopes\":[\"notes.read\"],\"annotations\":{\"effect\":\"read\","
            + "\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\","
            + "\"execution\":\"sync\"}},"
            + "{\"name\":\"purge_notebook\",\"title\":\"Delete a notebook\",\"description\":\"Delete a notebook and"
            + " every note in it\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":{\"type\":"
            + "\"integer\"},\"confirmed\":{\"type\":\"boolean\"}},\"required\":[\"notebook_id\"],"
            + "\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":{\"notebook_id\":"
            + "{\"type\":\"integer\"},\"deleted_notes\":{\"type\":\"integer\"}},\"required\":[\"notebook_id\","
            + "\"deleted_notes\"]},\"scopes\":[\"notes.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\","
            + "\"destructive\":true,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"always\","
            + "\"execution\":\"sync\"}}]";

    public NotesCatalog() {
    }

    @Override
    public JSONObject providerInfo() throws JSONException {
        return new JSONObject(INFO);
    }

    @Override
    public void populate(ToolRegistry registry, ToolHost host) throws JSONException, ReflectiveOperationException {
        registry.describe("notes-7", TOOLS);
        SQLiteDatabase db = host.database();

        // search_notes: the query argument, made a LIKE filter, over the notes table
        Function<Invocation, String> terms = inv -> inv.args().optString("query").trim();
        Function<String, String> filter = q -> "title LIKE '%" + q + "%' OR body LIKE '%" + q + "%'";
        Function<String, JSONArray> matching = where -> NotesTools.rows(
                db.query("notes", NotesTools.COLUMNS, where, null, null, null, "updated_at DESC", "50"));
        Function<Invocation, JSONArray> search = terms.andThen(filter).andThen(matching);
        registry.add("search_notes", inv -> Replies.success(inv, new JSONObject().put("notes", search.apply(inv))));

        // create_note is an annotated method of NotesTools; export_notebook a plain one reached by a method handle
        NotesTools tools = new NotesTools(host);
        registry.scan(tools, host);
        MethodHandle export = MethodHandles.lookup().findVirtual(NotesTools.class, "exportNotebook",
                MethodType.methodType(Bundle.class, Invocation.class));
        registry.add("export_notebook", new HandleTool(export.bindTo(tools)));

        // purge_notebook ships as a plugin (META-INF/services)
        registry.loadPlugins("notes", host);
    }
}
