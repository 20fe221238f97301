.class public final Lcom/example/r35j3/PrescriptionProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "PrescriptionProvider.java"


# instance fields
.field private journal:Lcom/example/r35j3/RefillJournal;


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 16
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    return-void
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 2

    .line 39
    invoke-virtual {p0}, Lcom/example/r35j3/PrescriptionProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p1

    invoke-static {v0, v1, p1}, Lcom/example/r35j3/Grants;->allowed(Landroid/content/Context;Ljava/lang/String;Ljava/util/List;)Z

    move-result p1

    if-nez p1, :cond_0

    .line 40
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;

    return-object p1

    .line 42
    :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;

    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 3

    .line 47
    const-string v0, "list_prescriptions"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 48
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    iget-object v1, p0, Lcom/example/r35j3/PrescriptionProvider;->journal:Lcom/example/r35j3/RefillJournal;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v1, p1}, Lcom/example/r35j3/RefillJournal;->list(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 50
    :cond_0
    const-string v0, "request_refill"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 51
    iget-object v0, p0, Lcom/example/r35j3/PrescriptionProvider;->journal:Lcom/example/r35j3/RefillJournal;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, v1, p1}, Lcom/example/r35j3/RefillJournal;->requestRefill(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 54
    :cond_1
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1

    .line 34
    iget-object v0, p0, Lcom/example/r35j3/PrescriptionProvider;->journal:Lcom/example/r35j3/RefillJournal;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .locals 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation

    .line 27
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v5, "list_prescriptions"

    invoke-direct {v0, v5, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v5, "request_refill"

    invoke-direct {v1, v5, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    invoke-static {v0, v1}, Lcom/example/r35j3/PrescriptionProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .locals 2

    .line 21
    new-instance v0, Lcom/example/r35j3/RefillJournal;

    invoke-virtual {p0}, Lcom/example/r35j3/PrescriptionProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r35j3/RefillJournal;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r35j3/PrescriptionProvider;->journal:Lcom/example/r35j3/RefillJournal;

    .line 22
    const/4 v0, 0x1

    return v0
.end method
