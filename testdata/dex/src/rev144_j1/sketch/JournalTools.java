package com.ferncastle.journal;

import android.database.Cursor;
import android.os.ParcelFileDescriptor;
import com.ferncastle.cetp.Bundles;
import com.ferncastle.cetp.ResumeBook;
import com.ferncastle.data.JournalDb;
import com.ferncastle.plugin.AbstractTool;
import com.ferncastle.plugin.Either;
import com.ferncastle.plugin.Invocation;
import com.ferncastle.plugin.Registry;
import com.ferncastle.plugin.Result;
import com.ferncastle.plugin.ToolSpec;
import com.ferncastle.query.Node;
import com.ferncastle.query.Visitors;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The journal provider's tools and the factory the registry knows them by. */
public final class JournalTools {
    static final String NODE_DEFS = "\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,"
            + "\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,"
            + "\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,"
            + "\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{"
            + "\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},"
            + "\"required\":[\"field\",\"text\"],\"additionalProperties\":false},"
            + "\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}}";
    static final String FILTER_INPUT = "{" + NODE_DEFS + ",\"type\":\"object\",\"properties\":{"
            + "\"filter\":{\"$ref\":\"#/$defs/node\"}},\"required\":[\"filter\"],\"additionalProperties\":false}";
    static final String SEARCH_INPUT = "{" + NODE_DEFS + ",\"type\":\"object\",\"properties\":{"
            + "\"filter\":{\"$ref\":\"#/$defs/node\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},"
            + "\"required\":[\"filter\"],\"additionalProperties\":false}";
    static final String LIMIT_INPUT = "{\"type\":\"object\",\"properties\":{\"limit\":{\"type\":\"integer\","
            + "\"minimum\":1,\"maximum\":100}},\"additionalProperties\":false}";
    static final String COUNT_OUTPUT = "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},"
            + "\"required\":[\"count\"]}";
    static final String ENTRIES_OUTPUT = "{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\","
            + "\"items\":{\"type\":\"object\",\"required\":[\"id\",\"title\",\"created_at\"]}}},"
            + "\"required\":[\"entries\"]}";
    static final String FILE_OUTPUT = "{\"type\":\"array\",\"items\":{\"type\":\"object\"}}";

    private JournalTools() {
    }

    /** Makes the journal's tools; every confirmation it asks for gets its resume token from the book's generator. */
    public static final class Factory implements Registry.Factory {
        @Override
        public List<AbstractTool> create(Registry.Kit kit) {
            Supplier<String> tokens = ResumeBook::newToken;
            List<AbstractTool> tools = new ArrayList<>();
            tools.add(new ListEntries(kit));
            tools.add(new SearchEntries(kit));
            for (Op op : Op.values()) {
                tools.add(new OpTool(kit, op, tokens));
            }
            tools.add(new ExportArchive(kit));
            return tools;
        }
    }

    static JSONArray entries(JournalDb db, String where, String[] args, int limit, boolean withBody)
            throws JSONException {
        String[] columns = withBody ? new String[] {"id", "title", "tags", "created_at", "body"}
                : new String[] {"id", "title", "tags", "created_at"};
        JSONArray out = new JSONArray();
        try (Cursor c = db.getReadableDatabase().query("entries", columns, where, args, null, null,
                "created_at DESC", Integer.toString(limit))) {
            while (c.moveToNext()) {
                JSONObject entry = new JSONObject();
                entry.put("id", c.getLong(0));
                entry.put("title", c.getString(1));
                entry.put("tags", c.getString(2));
                entry.put("created_at", c.getLong(3));
                if (withBody) {
                    entry.put("body", c.getString(4));
                }
                out.put(entry);
            }
        }
        return out;
    }

    static int limit(JSONObject args) {
        return Math.max(1, Math.min(100, args.optInt("limit", 20)));
    }

    static final class ListEntries extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("list_entries")
                .title("List journal entries")
                .description("Lists the newest journal entries: id, title, tags and when each was written.")
                .scope("journal.read")
                .input(LIMIT_INPUT)
                .output(ENTRIES_OUTPUT)
                .build();

        ListEntries(Registry.Kit kit) {
            super(kit);
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            JSONArray rows = entries(kit.db, "archived = 0", null, limit(args), false);
            return Result.ok(new JSONObject().put("entries", rows));
        }
    }

    static final class SearchEntries extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("search_entries")
                .title("Search journal entries")
                .description("Finds journal entries by title, text, tag and date.")
                .scope("journal.read")
                .input(SEARCH_INPUT)
                .output(ENTRIES_OUTPUT)
                .build();

        SearchEntries(Registry.Kit kit) {
            super(kit);
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            Either<String, Node> filter = Node.parse(args.opt("filter"));
            if (!filter.isRight()) {
                return Result.failed("INVALID_ARGS", filter.left(), false);
            }
            Visitors.Sql sql = new Visitors.Sql();
            String where = "archived = 0 AND " + filter.right().accept(sql);
            JSONArray rows = entries(kit.db, where, sql.args(), limit(args), false);
            return Result.ok(new JSONObject().put("entries", rows));
        }
    }

    /** archive_entries and purge_entries: the filter, the confirmation when the spec asks for one, then the Op. */
    static final class OpTool extends AbstractTool {
        private final Op op;
        private final ToolSpec spec;
        private final Supplier<String> tokens;

        OpTool(Registry.Kit kit, Op op, Supplier<String> tokens) {
            super(kit);
            this.op = op;
            this.spec = op.spec();
            this.tokens = tokens;
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            Either<String, Node> filter = Node.parse(args.opt("filter"));
            if (!filter.isRight()) {
                return Result.failed("INVALID_ARGS", filter.left(), false);
            }
            if (!spec.confirmedByUser()) {
                return op.apply(kit, filter.right(), null);
            }
            String token = inv.resumeToken();
            if (token == null) {
                return askUser(inv, tokens, op.summary(filter.right().accept(new Visitors.Describe())));
            }
            JSONObject approval = kit.book.redeem(token, inv);
            if (approval == null) {
                return Result.failed("INVALID_REQUEST", "The resume token does not belong to this call", false);
            }
            if ("pending".equals(approval.getString("state"))) {
                return Result.failed("CONFLICT", "The confirmation has not been answered yet", true);
            }
            return op.apply(kit, filter.right(), approval);
        }
    }

    static final class ExportArchive extends AbstractTool {
        private final ToolSpec spec = new ToolSpec.Builder("export_archive")
                .title("Export the journal archive")
                .description("Returns the archive file: one JSON object per archived entry.")
                .scope("journal.read")
                .input("{\"type\":\"object\",\"additionalProperties\":false}")
                .output(FILE_OUTPUT)
                .build();

        ExportArchive(Registry.Kit kit) {
            super(kit);
        }

        @Override
        public ToolSpec spec() {
            return spec;
        }

        @Override
        protected Result<JSONObject> doRun(Invocation inv, JSONObject args) throws JSONException {
            File archive = Op.archiveFile(kit.context);
            if (!archive.isFile()) {
                return Result.failed("CONFLICT", "Nothing has been archived yet", false);
            }
            if (!granted(inv, "large_results")) {
                return Result.failed("RESULT_TOO_LARGE", "The archive is only sent as a file (large_results)", false);
            }
            return Bundles.fileResult(archive, "application/x-ndjson", ParcelFileDescriptor.MODE_READ_WRITE);
        }
    }
}
