.class public final Lcom/example/r35j3/PetRecordsProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "PetRecordsProvider.java"


# instance fields
.field private clinic:Lcom/example/r35j3/Clinic;

.field private final ledger:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# direct methods
.method public constructor <init>()V
    .locals 1

    .line 18
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 19
    new-instance v0, Lcom/example/r35j3/VisitLedger;

    invoke-direct {v0}, Lcom/example/r35j3/VisitLedger;-><init>()V

    iput-object v0, p0, Lcom/example/r35j3/PetRecordsProvider;->ledger:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

    return-void
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .locals 2

    .line 43
    invoke-virtual {p0}, Lcom/example/r35j3/PetRecordsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p1

    invoke-static {v0, v1, p1}, Lcom/example/r35j3/Grants;->allowed(Landroid/content/Context;Ljava/lang/String;Ljava/util/List;)Z

    move-result p1

    if-eqz p1, :cond_0

    .line 44
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Allow;

    goto :goto_0

    .line 45
    :cond_0
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;->INSTANCE:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Deny;

    .line 43
    :goto_0
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 5

    .line 52
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 56
    const-string v1, "pet_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 57
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v3

    const/4 v4, -0x1

    sparse-switch v3, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v3, "update_weight"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :goto_0

    const/4 v4, 0x1

    goto :goto_0

    :sswitch_1
    const-string v3, "delete_record"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :goto_0

    const/4 v4, 0x2

    goto :goto_0

    :sswitch_2
    const-string v3, "pet_profile"

    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :goto_0

    const/4 v4, 0x0

    :goto_0
    packed-switch v4, :pswitch_data_0

    .line 67
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->unknownTool(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 64
    :pswitch_0
    iget-object p1, p0, Lcom/example/r35j3/PetRecordsProvider;->clinic:Lcom/example/r35j3/Clinic;

    const-string v1, "record_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Lcom/example/r35j3/Clinic;->deleteRecord(Ljava/lang/String;)V

    .line 65
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 61
    :pswitch_1
    iget-object p1, p0, Lcom/example/r35j3/PetRecordsProvider;->clinic:Lcom/example/r35j3/Clinic;

    const-string v2, "weight_kg"

    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v1, v0}, Lcom/example/r35j3/Clinic;->setWeight(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok()Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 59
    :pswitch_2
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    iget-object v0, p0, Lcom/example/r35j3/PetRecordsProvider;->clinic:Lcom/example/r35j3/Clinic;

    invoke-virtual {v0, v1}, Lcom/example/r35j3/Clinic;->historyJson(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->ok(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 53
    :catch_0
    move-exception p1

    .line 54
    sget-object p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;

    const-string v0, "INVALID_ARGS"

    const-string v1, "args must be a JSON object"

    invoke-virtual {p1, v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x4a21bd52 -> :sswitch_0
        -0x5b6c29b -> :sswitch_1
        0x2e285289 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .locals 1

    .line 38
    iget-object v0, p0, Lcom/example/r35j3/PetRecordsProvider;->ledger:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

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

    .line 30
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v5, "pet_profile"

    invoke-direct {v0, v5, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    new-instance v1, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v5, "update_weight"

    invoke-direct {v1, v5, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v4, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v5, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v6, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v7, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v4, v5, v6, v7}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    const-string v5, "delete_record"

    invoke-direct {v2, v5, v4}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    invoke-static {v0, v1, v2}, Lcom/example/r35j3/PetRecordsProvider$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .locals 2

    .line 24
    new-instance v0, Lcom/example/r35j3/Clinic;

    invoke-virtual {p0}, Lcom/example/r35j3/PetRecordsProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r35j3/Clinic;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r35j3/PetRecordsProvider;->clinic:Lcom/example/r35j3/Clinic;

    .line 25
    const/4 v0, 0x1

    return v0
.end method
