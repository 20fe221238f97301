package com.stallmart.market;

import android.content.ContentValues;
import android.database.Cursor;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ToolEffect;
import com.google.common.collect.ImmutableList;
import com.stallmart.core.Json;
import com.stallmart.core.Rules;
import com.stallmart.core.Tools;
import com.stallmart.data.MarketDb;
import java.util.List;
import java.util.function.Predicate;

/** Market opening hours and stall reports. */
public class MarketProvider extends CetpV2ContentProvider {
    private static final List<CetpProviderTool> TOOLS = ImmutableList.of(
            Tools.named("market_hours").effect(ToolEffect.READ).scope("market.read").build(),
            Tools.named("report_stall").effect(ToolEffect.UPDATE).scope("market.write").build());

    private MarketDb db;

    @Override
    public boolean onCreate() {
        db = new MarketDb(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return TOOLS;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        Predicate<CetpProviderRequest> policy = Rules.audit("market").and(Rules.anyone());
        return policy.test(request) ? CetpAccessDecision.allow() : CetpAccessDecision.deny("market closed");
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        switch (request.getToolName()) {
            case "market_hours":
                return marketHours(request.getArgs().optString("market"));
            case "report_stall":
                return reportStall(request);
            default:
                return CetpProviderResult.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private CetpProviderResult marketHours(String market) {
        Cursor c = db.getReadableDatabase().rawQuery(
                "SELECT opens FROM markets WHERE name = '" + market + "'", null);
        String opens = c.moveToFirst() ? c.getString(0) : "closed";
        c.close();
        return CetpProviderResult.success(Json.of("opens", opens));
    }

    private CetpProviderResult reportStall(CetpProviderRequest request) {
        ContentValues report = new ContentValues();
        report.put("stall_id", request.getArgs().optString("stall_id"));
        report.put("reason", request.getArgs().optString("reason"));
        db.getWritableDatabase().insert("reports", null, report);
        return CetpProviderResult.success(Json.of("reported", true));
    }
}
