package com.fieldnote.birding.log;

import com.fieldnote.birding.cetp.Call;
import com.fieldnote.birding.cetp.ToolArgs;
import com.fieldnote.birding.cetp.ToolException;
import com.fieldnote.birding.cetp.ToolHandler;
import com.fieldnote.birding.cetp.ToolResult;
import com.fieldnote.birding.data.SightingRepo;
import com.fieldnote.birding.data.SightingRepo.Sighting;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The sighting tools: one argument type, result and handler each. */
public final class SightingTools {
    private static final String LIST_SCHEMA = "{'type':'object','properties':{'sightings':{'type':'array','items':"
            + "{'type':'object','properties':{'sighting_id':{'type':'integer'},'species':{'type':'string'},"
            + "'count':{'type':'integer'},'place':{'type':'string'},'seen_at_ms':{'type':'integer'},"
            + "'notes':{'type':'string'},'shared':{'type':'boolean'}},'required':['sighting_id','species']}}},"
            + "'required':['sightings']}";

    private SightingTools() {
    }

    public static final class ListArgs extends ToolArgs {
        String species;
        int limit = 20;

        @Override
        protected String[] names() {
            return new String[] {"species", "limit"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            species = json.has("species") ? json.getString("species") : null;
            limit = json.optInt("limit", 20);
        }
    }

    public static final class SearchArgs extends ToolArgs {
        String query;

        @Override
        protected String[] names() {
            return new String[] {"query"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            query = json.getString("query");
        }
    }

    public static final class RecordArgs extends ToolArgs {
        String species;
        int count;
        String place;
        long seenAt;
        String notes;

        @Override
        protected String[] names() {
            return new String[] {"species", "count", "place", "seen_at_ms", "notes"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            species = json.getString("species");
            count = json.getInt("count");
            place = json.optString("place", "");
            seenAt = json.optLong("seen_at_ms", 0L);
            notes = json.optString("notes", "");
        }
    }

    public static final class ShareArgs extends ToolArgs {
        long sightingId;
        /** The app the sighting was recorded with: companion apps share on that app's behalf. */
        String onBehalfOf;

        @Override
        protected String[] names() {
            return new String[] {"sighting_id", "caller_package"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            sightingId = json.getLong("sighting_id");
            onBehalfOf = json.getString("caller_package");
        }
    }

    public static final class DeleteArgs extends ToolArgs {
        long sightingId;

        @Override
        protected String[] names() {
            return new String[] {"sighting_id"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            sightingId = json.getLong("sighting_id");
        }
    }

    public static final class SightingList extends ToolResult {
        final List<Sighting> sightings;

        SightingList(List<Sighting> sightings) {
            this.sightings = sightings;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            JSONArray items = new JSONArray();
            for (Sighting s : sightings) {
                items.put(s.toJson());
            }
            return new JSONObject().put("sightings", items);
        }
    }

    public static final class Saved extends ToolResult {
        final long sightingId;

        Saved(long sightingId) {
            this.sightingId = sightingId;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("sighting_id", sightingId);
        }
    }

    public static final class Shared extends ToolResult {
        final long sightingId;

        Shared(long sightingId) {
            this.sightingId = sightingId;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("sighting_id", sightingId).put("shared", true);
        }
    }

    public static final class Deleted extends ToolResult {
        final long sightingId;
        final boolean deleted;

        Deleted(long sightingId, boolean deleted) {
            this.sightingId = sightingId;
            this.deleted = deleted;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("sighting_id", sightingId).put("deleted", deleted);
        }
    }

    public static final class ListSightings extends ToolHandler<ListArgs, SightingList> {
        private final SightingRepo sightings;

        ListSightings(SightingRepo sightings) {
            super(ListArgs.class, new Spec("list_sightings", "List sightings",
                    "Your most recent sightings, newest first, optionally of one species").scopes("sightings.read"));
            this.sightings = sightings;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'species':{'type':'string','maxLength':100},"
                    + "'limit':{'type':'integer','minimum':1,'maximum':100}},'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json(LIST_SCHEMA);
        }

        @Override
        protected SightingList handle(ListArgs args) {
            List<Sighting> found = args.species == null ? sightings.recent() : sightings.bySpecies(args.species);
            int limit = Math.max(1, Math.min(args.limit, 100));
            return new SightingList(found.subList(0, Math.min(found.size(), limit)));
        }
    }

    public static final class SearchSightings extends ToolHandler<SearchArgs, SightingList> {
        private final SightingRepo sightings;

        SearchSightings(SightingRepo sightings) {
            super(SearchArgs.class, new Spec("search_sightings", "Search sightings",
                    "Sightings whose species or notes mention the given text").scopes("sightings.read"));
            this.sightings = sightings;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'query':{'type':'string','minLength':1,'maxLength':100}},"
                    + "'required':['query'],'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json(LIST_SCHEMA);
        }

        @Override
        protected SightingList handle(SearchArgs args) throws ToolException {
            String text = args.query.trim();
            if (text.isEmpty() || text.length() > 100) {
                throw new ToolException("INVALID_ARGS", "query must be 1 to 100 characters", false);
            }
            return new SightingList(sightings.search(text));
        }
    }

    public static final class RecordSighting extends ToolHandler<RecordArgs, Saved> {
        private final SightingRepo sightings;

        RecordSighting(SightingRepo sightings) {
            super(RecordArgs.class, new Spec("record_sighting", "Record a sighting",
                    "Adds a sighting to the field log").effect("create").scopes("sightings.write"));
            this.sightings = sightings;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'species':{'type':'string','minLength':1,'maxLength':100},"
                    + "'count':{'type':'integer','minimum':1,'maximum':100000},'place':{'type':'string','maxLength':200},"
                    + "'seen_at_ms':{'type':'integer','minimum':0},'notes':{'type':'string','maxLength':2000}},"
                    + "'required':['species','count'],'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json("{'type':'object','properties':{'sighting_id':{'type':'integer'}},'required':['sighting_id']}");
        }

        @Override
        protected Saved handle(RecordArgs args) throws ToolException {
            String species = args.species.trim();
            if (species.isEmpty() || args.count < 1 || args.count > 100000) {
                throw new ToolException("INVALID_ARGS", "species is required and count must be 1 to 100000", false);
            }
            long seenAt = args.seenAt > 0 ? args.seenAt : System.currentTimeMillis();
            long id = sightings.save(new Sighting(0, species, args.count, args.place, seenAt, args.notes,
                    args.callerPackage(), false));
            return new Saved(id);
        }
    }

    public static final class ShareSighting extends ToolHandler<ShareArgs, Shared> {
        private final SightingRepo sightings;

        ShareSighting(SightingRepo sightings) {
            super(ShareArgs.class, new Spec("share_sighting", "Share a sighting",
                    "Publishes a sighting to the bird club feed").effect("update").scopes("sightings.write"));
            this.sightings = sightings;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'sighting_id':{'type':'integer'},"
                    + "'caller_package':{'type':'string','description':'Package of the app the sighting was recorded"
                    + " with'}},'required':['sighting_id','caller_package'],'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json("{'type':'object','properties':{'sighting_id':{'type':'integer'},'shared':{'type':'boolean'}},"
                    + "'required':['sighting_id','shared']}");
        }

        @Override
        protected Shared handle(ShareArgs args) throws ToolException {
            Sighting s = sightings.findById(args.sightingId);
            if (s == null) {
                throw new ToolException("INVALID_ARGS", "No sighting has this id", false);
            }
            if (!args.onBehalfOf.equals(s.recordedBy)) {
                throw new ToolException("PERMISSION_DENIED", "Only the app that recorded a sighting may share it",
                        false);
            }
            sightings.save(s.asShared());
            return new Shared(s.id);
        }
    }

    public static final class DeleteSighting extends ToolHandler<DeleteArgs, Deleted> {
        private final SightingRepo sightings;

        DeleteSighting(SightingRepo sightings) {
            super(DeleteArgs.class, new Spec("delete_sighting", "Delete a sighting",
                    "Removes a sighting from the field log for good").effect("delete").risk("moderate")
                    .confirmation("always").scopes("sightings.write"));
            this.sightings = sightings;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'sighting_id':{'type':'integer'}},'required':['sighting_id'],"
                    + "'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json("{'type':'object','properties':{'sighting_id':{'type':'integer'},'deleted':{'type':'boolean'}},"
                    + "'required':['sighting_id','deleted']}");
        }

        /** Asks about the sighting itself (species, count, place), not with the tool's title. */
        @Override
        public Deleted run(Call call, DeleteArgs args) throws ToolException {
            Sighting s = sightings.findById(args.sightingId);
            if (s == null) {
                throw new ToolException("INVALID_ARGS", "No sighting has this id", false);
            }
            call.requireApproval("Delete your sighting of " + s.count + " " + s.species + " at " + s.place
                    + "? It cannot be undone.");
            return handle(args);
        }

        @Override
        protected Deleted handle(DeleteArgs args) {
            return new Deleted(args.sightingId, sightings.deleteById(args.sightingId));
        }
    }
}
