package com.shelfcity.tools;

import android.content.Context;
import android.os.Bundle;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import org.json.JSONException;
import org.json.JSONObject;

public class RenewLoanTool extends AbstractWriteTool {
    public RenewLoanTool() {
        super("renew_loan");
    }

    @Override
    protected boolean needsConfirmation(JSONObject args) {
        return !args.optBoolean("confirmed");
    }

    @Override
    protected Bundle apply(Context ctx, JSONObject args, CallerInfo caller) throws JSONException {
        ShelfDb.open(ctx).execSQL("UPDATE loans SET due = due + 1209600000 WHERE id = ? AND uid = ?",
                new Object[] {args.getString("loan_id"), caller.uid});
        return Replies.ok("{\"renewed\":true}");
    }
}
