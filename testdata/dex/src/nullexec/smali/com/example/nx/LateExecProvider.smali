# Java sketch (LateExecProvider.java):
#   public class LateExecProvider extends CetpV2ContentProvider {                   // 10
#       private CetpMutationExecutor executor = null;                               // 11
#       @Override public List<CetpProviderTool> getProviderTools() {
#           return Collections.singletonList(new CetpProviderTool("delete_alert",
#               new ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ALWAYS)));     // 14
#       }
#       @Override public boolean onCreate() { executor = new JournalExecutor(); return true; } // 17
#       @Override public CetpMutationExecutor getMutationExecutor() { return executor; }        // 19
#   }
# near miss CETP608: the field starts null but onCreate installs an executor
.class public Lcom/example/nx/LateExecProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "LateExecProvider.java"

.field private executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 11
    const/4 v0, 0x0
    iput-object v0, p0, Lcom/example/nx/LateExecProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 6
    .line 14
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v1, "delete_alert"
    new-instance v2, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v4, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;
    sget-object v5, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 17
    new-instance v0, Lcom/example/nx/JournalExecutor;
    invoke-direct {v0}, Lcom/example/nx/JournalExecutor;-><init>()V
    iput-object v0, p0, Lcom/example/nx/LateExecProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    const/4 v0, 0x1
    return v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/example/nx/LateExecProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method
