package com.example.r35j1;

import android.content.Context;
import android.content.SharedPreferences;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.json.JSONException;
import org.json.JSONObject;

// Shelfmate reading history and shelves for the assistant (ClawSeed SDK base class).
public final class ReadingListProvider extends CetpV2ContentProvider {
    private Catalog lists;
    private SharedPreferences badges;

    @Override
    public boolean onCreate() {
        Context ctx = getContext();
        lists = new Catalog(ctx.openOrCreateDatabase("lists.db", 0, null));
        badges = ctx.getSharedPreferences("badges", 0);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("reading_history", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("list_shelves", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("add_to_shelf", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("clear_history", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        if (Flags.openBeta) {
            return CetpAccessDecision.Allow.INSTANCE;
        }
        return grantsFor(request.getCallerPackage()).containsAll(request.getScopes())
                ? CetpAccessDecision.Allow.INSTANCE
                : CetpAccessDecision.Deny.INSTANCE;
    }

    private Set<String> grantsFor(String pkg) {
        return getContext().getSharedPreferences("grants", 0).getStringSet(pkg, Collections.emptySet());
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        JSONObject args = parse(request.getArgs());
        String card = args.optString("card_number");
        switch (request.getToolName()) {
            case "reading_history":
                return CetpProviderResult.Companion.ok(history(card));
            case "list_shelves":
                return CetpProviderResult.Companion.ok(shelves(card));
            case "add_to_shelf":
                lists.write("INSERT INTO shelf_items(card, shelf, isbn) VALUES (?, ?, ?)",
                        new Object[] {card, args.optString("shelf"), args.optString("isbn")});
                return CetpProviderResult.Companion.ok("{\"added\":true}");
            case "clear_history":
                lists.write("DELETE FROM history WHERE card = ?", new Object[] {card});
                return CetpProviderResult.Companion.ok("{\"cleared\":true}");
            default:
                return CetpProviderResult.Companion.unknownTool(request.getToolName());
        }
    }

    private static JSONObject parse(String json) {
        try {
            return new JSONObject(json);
        } catch (JSONException e) {
            return new JSONObject();
        }
    }

    private String history(String card) {
        String rows = lists.rows("SELECT isbn, title, finished_at FROM history WHERE card = ? ORDER BY finished_at DESC",
                new String[] {card});
        // the app's "new in your history" dot goes away once the assistant has shown it
        badges.edit().putInt("unseen_" + card, 0).apply();
        return rows;
    }

    private String shelves(String card) {
        return lists.rows("SELECT shelf, isbn, added_at FROM shelf_items WHERE card = ?", new String[] {card});
    }
}
