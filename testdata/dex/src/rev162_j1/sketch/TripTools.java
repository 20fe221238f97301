package com.fieldnote.birding.trips;

import com.fieldnote.birding.cetp.Call;
import com.fieldnote.birding.cetp.ToolArgs;
import com.fieldnote.birding.cetp.ToolException;
import com.fieldnote.birding.cetp.ToolHandler;
import com.fieldnote.birding.cetp.ToolResult;
import com.fieldnote.birding.data.TripRepo;
import com.fieldnote.birding.data.TripRepo.Trip;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** The trip tools: one argument type, result and handler each. */
public final class TripTools {
    private static final String LIST_SCHEMA = "{'type':'object','properties':{'trips':{'type':'array','items':"
            + "{'type':'object','properties':{'trip_id':{'type':'integer'},'place':{'type':'string'},"
            + "'starts_at_ms':{'type':'integer'},'leader':{'type':'string'},'spots':{'type':'integer'},"
            + "'joined':{'type':'boolean'}},'required':['trip_id','place','starts_at_ms']}}},'required':['trips']}";

    private TripTools() {
    }

    public static final class ListArgs extends ToolArgs {
        @Override
        protected String[] names() {
            return new String[0];
        }

        @Override
        protected void read(JSONObject json) {
        }
    }

    public static final class FindArgs extends ToolArgs {
        String place;

        @Override
        protected String[] names() {
            return new String[] {"place"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            place = json.getString("place");
        }
    }

    public static final class JoinArgs extends ToolArgs {
        long tripId;

        @Override
        protected String[] names() {
            return new String[] {"trip_id"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            tripId = json.getLong("trip_id");
        }
    }

    public static final class CancelArgs extends ToolArgs {
        long tripId;
        /** The trip, once CancelTrip.run has found it. */
        Trip trip;

        @Override
        protected String[] names() {
            return new String[] {"trip_id"};
        }

        @Override
        protected void read(JSONObject json) throws JSONException {
            tripId = json.getLong("trip_id");
        }
    }

    public static final class TripList extends ToolResult {
        final List<Trip> trips;
        final Set<Long> joined;

        TripList(List<Trip> trips, Set<Long> joined) {
            this.trips = trips;
            this.joined = joined;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            JSONArray items = new JSONArray();
            for (Trip t : trips) {
                items.put(t.toJson(joined.contains(t.id)));
            }
            return new JSONObject().put("trips", items);
        }
    }

    public static final class Joined extends ToolResult {
        final long tripId;
        final long signUp;

        Joined(long tripId, long signUp) {
            this.tripId = tripId;
            this.signUp = signUp;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("trip_id", tripId).put("sign_up_id", signUp);
        }
    }

    public static final class Cancelled extends ToolResult {
        final long tripId;

        Cancelled(long tripId) {
            this.tripId = tripId;
        }

        @Override
        public JSONObject toJson() throws JSONException {
            return new JSONObject().put("trip_id", tripId).put("cancelled", true);
        }
    }

    public static final class ListTrips extends ToolHandler<ListArgs, TripList> {
        private final TripRepo trips;
        private final ClubClient club;

        ListTrips(TripRepo trips, ClubClient club) {
            super(ListArgs.class, new Spec("list_trips", "List club trips",
                    "Upcoming field trips of the bird club, and whether you joined them").scopes("trips.read"));
            this.trips = trips;
            this.club = club;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{},'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json(LIST_SCHEMA);
        }

        @Override
        protected TripList handle(ListArgs args) {
            return new TripList(trips.upcoming(System.currentTimeMillis()), club.joinedTrips(args.callerUid()));
        }
    }

    public static final class FindTrips extends ToolHandler<FindArgs, TripList> {
        private final TripRepo trips;
        private final ClubClient club;

        FindTrips(TripRepo trips, ClubClient club) {
            super(FindArgs.class, new Spec("find_trips", "Find club trips",
                    "Upcoming field trips whose place mentions the given text").scopes("trips.read"));
            this.trips = trips;
            this.club = club;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'place':{'type':'string','minLength':1,'maxLength':100}},"
                    + "'required':['place'],'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json(LIST_SCHEMA);
        }

        @Override
        protected TripList handle(FindArgs args) throws ToolException {
            String text = args.place.trim();
            if (text.isEmpty() || text.length() > 100) {
                throw new ToolException("INVALID_ARGS", "place must be 1 to 100 characters", false);
            }
            return new TripList(trips.byPlace(text, System.currentTimeMillis()), club.joinedTrips(args.callerUid()));
        }
    }

    public static final class JoinTrip extends ToolHandler<JoinArgs, Joined> {
        private final TripRepo trips;
        private final ClubClient club;

        JoinTrip(TripRepo trips, ClubClient club) {
            super(JoinArgs.class, new Spec("join_trip", "Join a club trip",
                    "Signs you up for an upcoming field trip").effect("create").scopes("trips.write"));
            this.trips = trips;
            this.club = club;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'trip_id':{'type':'integer'}},'required':['trip_id'],"
                    + "'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json("{'type':'object','properties':{'trip_id':{'type':'integer'},'sign_up_id':{'type':'integer'}},"
                    + "'required':['trip_id','sign_up_id']}");
        }

        @Override
        protected Joined handle(JoinArgs args) throws ToolException {
            String member = club.memberId();
            if (member == null) {
                throw new ToolException.NeedsSignIn("Sign in to your bird club to join its trips");
            }
            Trip trip = trips.findById(args.tripId);
            if (trip == null || trip.cancelled || trip.startsAt <= System.currentTimeMillis()) {
                throw new ToolException("INVALID_ARGS", "No upcoming trip has this id", false);
            }
            return new Joined(trip.id, club.join(trip.id, member));
        }
    }

    public static final class CancelTrip extends ToolHandler<CancelArgs, Cancelled> {
        private final TripRepo trips;

        CancelTrip(TripRepo trips) {
            super(CancelArgs.class, new Spec("cancel_trip", "Cancel a club trip",
                    "Cancels a trip you organised and tells everyone who joined").effect("delete").risk("high")
                    .confirmation("always").destructive().scopes("trips.write"));
            this.trips = trips;
        }

        @Override
        protected JSONObject inputSchema() throws JSONException {
            return json("{'type':'object','properties':{'trip_id':{'type':'integer'}},'required':['trip_id'],"
                    + "'additionalProperties':false}");
        }

        @Override
        protected JSONObject outputSchema() throws JSONException {
            return json("{'type':'object','properties':{'trip_id':{'type':'integer'},'cancelled':{'type':'boolean'}},"
                    + "'required':['trip_id','cancelled']}");
        }

        /** Finds the trip first: only its organiser's app may cancel it, and the question names its place and day. */
        @Override
        public Cancelled run(Call call, CancelArgs args) throws ToolException {
            Trip trip = trips.findById(args.tripId);
            if (trip == null || trip.cancelled) {
                throw new ToolException("INVALID_ARGS", "No upcoming trip has this id", false);
            }
            String caller = args.callerPackage();
            if (caller == null || !caller.equals(trip.organizer)) {
                throw new ToolException("PERMISSION_DENIED", "Only the app that organised a trip may cancel it", false);
            }
            args.trip = trip;
            return super.run(call, args);
        }

        @Override
        protected String summarize(CancelArgs args) {
            return "Cancel the club trip to " + args.trip.place + " on "
                    + Instant.ofEpochMilli(args.trip.startsAt).toString().substring(0, 10)
                    + "? Everyone who joined is told.";
        }

        @Override
        protected Cancelled handle(CancelArgs args) {
            trips.save(args.trip.asCancelled());
            return new Cancelled(args.trip.id);
        }
    }
}
