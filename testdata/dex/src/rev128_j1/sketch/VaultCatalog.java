package com.quirewell.vault;

import android.database.Cursor;
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

/** The vault provider's tools; VaultToolProvider loads this class by name. */
public final class VaultCatalog implements ToolCatalog {
    private static final String INFO = "{\"provider_name\":\"Quirewell Vault\","
            + "\"description\":\"List, rename, export and shred the files in your encrypted Quirewell vault\","
            + "\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\","
            + "\"scopes\":[{\"name\":\"vault.read\",\"title\":\"Read vault files\",\"description\":\"List and export"
            + " vault files\",\"access\":\"read\",\"sensitivity\":\"personal\"},"
            + "{\"name\":\"vault.write\",\"title\":\"Change vault files\",\"description\":\"Rename and shred vault"
            + " files\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}";

    private static final String TOOLS = "["
            + "{\"name\":\"list_files\",\"title\":\"List vault files\",\"description\":\"The files of one vault"
            + " folder\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\","
            + "\"maxLength\":500}},\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\",\"properties\":"
            + "{\"files\":{\"type\":\"array\"}},\"required\":[\"files\"]},\"scopes\":[\"vault.read\"],\"annotations\":"
            + "{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,"
            + "\"confirmation\":\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"rename_file\",\"title\":\"Rename a vault file\",\"description\":\"Give a vault file a new"
            + " name; the user confirms\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":"
            + "\"integer\"},\"new_name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":120}},\"required\":"
            + "[\"file_id\",\"new_name\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"object\","
            + "\"properties\":{\"file_id\":{\"type\":\"integer\"},\"name\":{\"type\":\"string\"}},\"required\":"
            + "[\"file_id\",\"name\"]},\"scopes\":[\"vault.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":"
            + "\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":"
            + "\"provider_policy\",\"execution\":\"sync\"}},"
            + "{\"name\":\"export_file\",\"title\":\"Export a vault file\",\"description\":\"The decrypted content of"
            + " a vault file\",\"input_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"}},"
            + "\"required\":[\"file_id\"],\"additionalProperties\":false},\"output_schema\":{\"type\":\"string\","
            + "\"contentEncoding\":\"base64\"},\"scopes\":[\"vault.read\"],\"annotations\":{\"effect\":\"read\","
            + "\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":"
            + "\"never\",\"execution\":\"sync\"}},"
            + "{\"name\":\"shred_file\",\"title\":\"Shred a vault file\",\"description\":\"Overwrite and delete a"
            + " vault file; approved on Quirewell Key\",\"input_schema\":{\"type\":\"object\",\"properties\":"
            + "{\"file_id\":{\"type\":\"integer\"}},\"required\":[\"file_id\"],\"additionalProperties\":false},"
            + "\"output_schema\":{\"type\":\"object\",\"properties\":{\"file_id\":{\"type\":\"integer\"},\"shredded\":"
            + "{\"type\":\"boolean\"}},\"required\":[\"file_id\",\"shredded\"]},\"scopes\":[\"vault.write\"],"
            + "\"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":false,"
            + "\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]";

    public VaultCatalog() {
    }

    @Override
    public JSONObject providerInfo() throws JSONException {
        return new JSONObject(INFO);
    }

    @Override
    public void populate(ToolRegistry registry, ToolHost host) throws JSONException, ReflectiveOperationException {
        registry.describe("vault-4", TOOLS);
        SQLiteDatabase db = host.database();

        // list_files: the folder argument, bound into the query, then the rows
        Function<String, Cursor> inFolder = folder -> db.query("files", VaultTools.COLUMNS,
                "folder = ? AND deleted = 0", new String[] {folder}, null, null, "name");
        Function<Invocation, String> folderArg = inv -> inv.args().optString("folder", "/");
        Function<Invocation, JSONArray> list = inFolder.andThen(VaultTools::rows).compose(folderArg);
        registry.add("list_files", inv -> Replies.success(inv, new JSONObject().put("files", list.apply(inv))));

        // rename_file is an annotated method of VaultTools; export_file a plain one reached by a method handle
        VaultTools tools = new VaultTools(host);
        registry.scan(tools, host);
        MethodHandle export = MethodHandles.lookup().findVirtual(VaultTools.class, "exportFile",
                MethodType.methodType(Bundle.class, Invocation.class));
        registry.add("export_file", new HandleTool(export.bindTo(tools)));

        // shred_file ships as a plugin (META-INF/services)
        registry.loadPlugins("vault", host);
    }
}
