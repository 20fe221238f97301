package com.fieldnote.birding.log;

import com.fieldnote.birding.cetp.BaseToolProvider;
import com.fieldnote.birding.cetp.Registry;
import com.fieldnote.birding.data.BirdingDb;
import com.fieldnote.birding.data.Repo;
import com.fieldnote.birding.data.SightingRepo;
import org.json.JSONArray;
import org.json.JSONException;

/** The field log's CETP v2 tools: reading, searching and keeping the user's sightings. */
public final class SightingToolProvider extends BaseToolProvider {
    @Override
    public String providerId() {
        return "com.fieldnote.birding";
    }

    @Override
    protected String providerName() {
        return "Fieldnote sightings";
    }

    @Override
    protected String description() {
        return "Your bird sightings: the field log, searching it, and recording new ones";
    }

    @Override
    protected String revision() {
        return "sightings-12";
    }

    @Override
    protected JSONArray scopes() throws JSONException {
        return new JSONArray()
                .put(scope("sightings.read", "See your sightings",
                        "Read the field log: species, counts, places and notes", "read"))
                .put(scope("sightings.write", "Change your sightings",
                        "Record, share and delete sightings", "write"));
    }

    @Override
    protected Repo<BirdingDb.LedgerEntry, String> openLedger(BirdingDb db) {
        return new BirdingDb.Ledger(db);
    }

    @Override
    protected void register(Registry registry, BirdingDb db) {
        SightingRepo sightings = new SightingRepo(db);
        registry.add(new SightingTools.ListSightings(sightings))
                .add(new SightingTools.SearchSightings(sightings))
                .add(new SightingTools.RecordSighting(sightings))
                .add(new SightingTools.ShareSighting(sightings))
                .add(new SightingTools.DeleteSighting(sightings));
    }

    /**
     * The field log is a household's: apps installed with one sharedUserId (the family's logging apps) reach
     * it under one UID, and the user granted it to whichever of them they set up first, so any package of the
     * calling UID that holds the grants will do.
     */
    @Override
    protected boolean granted(int uid, String[] scopes) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        return packages != null && anyMatch(packages, pkg -> holdsAll(pkg, uid, scopes));
    }
}
