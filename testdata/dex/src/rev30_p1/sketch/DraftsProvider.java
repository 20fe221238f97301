package com.example.r30p1;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.Arrays;
import java.util.List;

public final class DraftsProvider extends CetpV2ContentProvider {
    private CetpMutationExecutor mutationExecutor;
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("drafts.db", 0, null);
        mutationExecutor = new JournalExecutor(db);
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("save_draft", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("discard_draft", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        if ("discard_draft".equals(request.getToolName())) {
            return CetpProviderResult.Companion.inline(db.delete("drafts", "id = ?", new String[] {request.getArgs()}));
        }
        ContentValues v = new ContentValues();
        v.put("body", request.getArgs());
        return CetpProviderResult.Companion.inline((int) db.insert("drafts", null, v));
    }
}
