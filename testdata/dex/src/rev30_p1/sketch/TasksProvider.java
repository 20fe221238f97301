package com.example.r30p1;

import android.content.ContentValues;
import android.database.sqlite.SQLiteDatabase;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.util.Arrays;
import java.util.List;

public final class TasksProvider extends BaseToolProvider {
    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("list_tasks", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("add_task", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)));
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        SQLiteDatabase db = getContext().openOrCreateDatabase("tasks.db", 0, null);
        if ("add_task".equals(request.getToolName())) {
            ContentValues v = new ContentValues();
            v.put("title", request.getArgs());
            return CetpProviderResult.Companion.inline((int) db.insert("tasks", null, v));
        }
        return CetpProviderResult.Companion.ok();
    }
}
