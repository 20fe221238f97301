package com.tripslip.chaperone;

import android.content.ContentValues;
import android.content.pm.PackageInfo;
import android.content.pm.PackageManager;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import com.tripslip.data.TripDb;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.function.Supplier;
import org.json.JSONException;
import org.json.JSONObject;

/** Parent chaperones for a trip: list them, volunteer one. */
public final class ChaperoneProvider extends CetpV2ContentProvider {
    private static final String SCHOOL_SIGNATURE = "3082030d308201f5a0030201020204";

    private final MemoryDedup dedup = new MemoryDedup();
    private TripDb db;

    @Override
    public boolean onCreate() {
        db = new TripDb(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("chaperone_list", "Trip chaperones", Collections.singletonList("chaperones.read"),
                        new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("add_chaperone", "Volunteer as chaperone",
                        Collections.singletonList("chaperones.write"),
                        new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return dedup;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        try {
            PackageInfo info = getContext().getPackageManager()
                    .getPackageInfo(request.getCallingPackage(), PackageManager.GET_SIGNATURES);
            if (info.signatures.length == 1 && SCHOOL_SIGNATURE.equals(info.signatures[0].toCharsString())
                    && request.getScopes().size() == 1) {
                return CetpAccessDecision.allow();
            }
        } catch (PackageManager.NameNotFoundException e) {
            return CetpAccessDecision.deny("unknown caller");
        }
        return CetpAccessDecision.deny("not the school app");
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = request.getArgs();
        String trip = String.valueOf(args.optLong("trip_id"));
        if ("add_chaperone".equals(request.getToolName())) {
            ContentValues values = new ContentValues();
            values.put("trip_id", trip);
            values.put("adult", args.optString("adult"));
            long row = db.insert("chaperones", values);
            try {
                return CetpProviderResult.success(new JSONObject().put("chaperone_id", row));
            } catch (JSONException e) {
                return CetpProviderResult.error("INTERNAL_ERROR", "could not build the reply");
            }
        }
        return CetpProviderResult.success(db.row("SELECT group_concat(adult) AS adults FROM chaperones WHERE trip_id = ?", trip));
    }

    /** Remembers each volunteer request's outcome so a retry does not add the parent twice. */
    static final class MemoryDedup implements CetpMutationExecutor {
        private final HashMap<String, CetpProviderResult> done = new HashMap<>();

        @Override
        public CetpProviderResult execute(CetpProviderRequest request, Supplier<CetpProviderResult> mutation) {
            String key = request.getCallingUid() + ":" + request.getRequestId();
            synchronized (done) {
                CetpProviderResult previous = done.get(key);
                if (previous != null) {
                    return previous;
                }
                CetpProviderResult result = mutation.get();
                done.put(key, result);
                return result;
            }
        }
    }
}
