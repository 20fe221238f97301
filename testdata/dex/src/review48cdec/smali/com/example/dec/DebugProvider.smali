# Java:
#   public class DebugProvider extends CetpV2ContentProvider {
#       @Override public CetpAccessDecision authorize(CetpProviderRequest request) { return CetpAccessDecision.allowIf(BuildConfig.DEBUG); /* DEBUG is false in this release build: javac folds it to allowIf(false), a deny for every caller */ }
#       @Override public CetpProviderResult executeTool(CetpProviderRequest request) { return null; }
#       @Override public List<CetpProviderTool> getProviderTools() { return java.util.Collections.emptyList(); }
#       @Override public boolean onCreate() { return true; }
#   }
.class public Lcom/example/dec/DebugProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.method public constructor <init>()V
    .locals 0
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    return-void
.end method
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 1
    const/4 v0, 0x0
    invoke-static {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allowIf(Z)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method
.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 1
    const/4 v0, 0x0
    return-object v0
.end method
.method public getProviderTools()Ljava/util/List;
    .locals 1
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;
    move-result-object v0
    return-object v0
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
