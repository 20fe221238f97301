package com.fieldnote.birding.trips;

import android.os.Bundle;
import com.fieldnote.birding.cetp.BaseToolProvider;
import com.fieldnote.birding.cetp.Call;
import com.fieldnote.birding.cetp.Exchange;
import com.fieldnote.birding.cetp.Registry;
import com.fieldnote.birding.cetp.Replies;
import com.fieldnote.birding.cetp.ToolException;
import com.fieldnote.birding.data.BirdingDb;
import com.fieldnote.birding.data.Repo;
import com.fieldnote.birding.data.TripRepo;
import com.fieldnote.birding.ui.SignInActivity;
import java.util.Objects;
import org.json.JSONArray;
import org.json.JSONException;

/** The bird club's field trips as CETP v2 tools: finding, joining and cancelling them. */
public final class TripToolProvider extends BaseToolProvider {
    /** A trip session also remembers the club member signed in when it was negotiated: signing out ends it. */
    static final class TripSession extends Session {
        final String memberId;

        TripSession(String token, int uid, long expiresAt, String memberId) {
            super(token, uid, expiresAt);
            this.memberId = memberId;
        }
    }

    /** The trip provider's answers: a club tool refused for want of a club sign-in opens the sign-in screen. */
    static final class TripExchange extends Exchange {
        TripExchange(TripToolProvider provider, int uid, String callerPackage) {
            super(provider, uid, callerPackage);
        }

        @Override
        protected Bundle refused(Call call, ToolException e) {
            if (e instanceof ToolException.NeedsSignIn) {
                // Nothing to resume: once the user is signed in, the Consumer simply runs the tool again.
                Bundle b = Replies.error(call.requestId, "AUTH_REQUIRED", e.reply, false);
                b.putParcelable("resolution",
                        Replies.resolution(provider.getContext(), SignInActivity.class, call.requestId));
                return b;
            }
            return super.refused(call, e);
        }
    }

    private final Repo<TripSession, String> tripSessions = Repo.inMemory(s -> s.token);
    private ClubClient club;

    @Override
    public String providerId() {
        return "com.fieldnote.birding.trips";
    }

    @Override
    protected String providerName() {
        return "Fieldnote club trips";
    }

    @Override
    protected String description() {
        return "Field trips of your bird club: finding them, joining them, and cancelling the ones you organise";
    }

    @Override
    protected String revision() {
        return "trips-5";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(scope("trips.read", "See club trips", "Read upcoming trips and which ones you joined", "read"))
                .put(scope("trips.write", "Join and cancel trips",
                        "Sign you up for trips and cancel trips you organise", "write"));
    }

    /** Joins and cancellations are deduplicated by the club server too: recent request ids are kept here. */
    @Override
    protected Repo<BirdingDb.LedgerEntry, String> openLedger(BirdingDb db) {
        return Repo.inMemory(e -> e.key);
    }

    @Override
    protected void register(Registry registry, BirdingDb db) {
        club = new ClubClient(getContext());
        TripRepo trips = new TripRepo(db);
        registry.add(new TripTools.ListTrips(trips, club))
                .add(new TripTools.FindTrips(trips, club))
                .add(new TripTools.JoinTrip(trips, club))
                .add(new TripTools.CancelTrip(trips));
    }

    @Override
    protected TripExchange exchange(int uid, String callerPackage) {
        return new TripExchange(this, uid, callerPackage);
    }

    @Override
    protected TripSession openSession(String token, int uid, long expiresAt) {
        TripSession s = new TripSession(token, uid, expiresAt, club.memberId());
        tripSessions.save(s);
        return s;
    }

    /** The live trip session of this token, while the member it was negotiated for is still signed in. */
    @Override
    protected TripSession session(String token, int uid) {
        TripSession s = tripSessions.findById(token);
        if (s == null || s.expired(System.currentTimeMillis()) || !Objects.equals(s.memberId, club.memberId())) {
            return null;
        }
        return s;
    }
}
