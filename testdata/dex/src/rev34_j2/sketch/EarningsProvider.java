package com.example.r34j2;

import android.util.Log;
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
import java.util.ArrayList;
import java.util.List;

// Kerbside earnings and cash-out (ClawSeed SDK base class).
public final class EarningsProvider extends CetpV2ContentProvider {
    private static final String TAG = "Earnings";
    private final PayoutLedger ledger = new PayoutLedger();
    private Earnings earnings;

    @Override
    public boolean onCreate() {
        earnings = new Earnings(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        List<CetpProviderTool> tools = new ArrayList<>();
        tools.add(new CetpProviderTool("earnings_summary", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)));
        tools.add(new CetpProviderTool("cash_out", new ToolAnnotations(ToolEffect.TRANSACTION, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)));
        return tools;
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return ledger;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        String caller = request.getCallerPackage();
        if (caller == null || !caller.startsWith("com.kerbside.")) {
            return CetpAccessDecision.Deny.INSTANCE;
        }
        return request.getScopes().stream().allMatch(scope -> scope.startsWith("earnings."))
                ? CetpAccessDecision.Allow.INSTANCE
                : CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        String args = request.getArgs();
        if ("earnings_summary".equals(request.getToolName())) {
            return CetpProviderResult.Companion.ok(earnings.summary(Args.str(args, "week")));
        }
        if ("cash_out".equals(request.getToolName())) {
            String claimed = Args.opt(args, "calling_package");
            if (claimed != null && !claimed.equals(request.getCallerPackage())) {
                Log.w(TAG, "cash_out: args name " + claimed + ", caller is " + request.getCallerPackage());
                return CetpProviderResult.Companion.error("PERMISSION_DENIED", "caller mismatch");
            }
            return CetpProviderResult.Companion.ok(earnings.cashOut(Args.cents(args), request.getCallerPackage()));
        }
        return CetpProviderResult.Companion.unknownTool(request.getToolName());
    }
}
