.class public final Lcom/tripslip/chaperone/ChaperoneProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "ChaperoneProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;
    }
.end annotation


# static fields
.field private static final SCHOOL_SIGNATURE:Ljava/lang/String; = "3082030d308201f5a0030201020204"


# instance fields
.field private db:Lcom/tripslip/data/TripDb;

.field private final dedup:Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 26
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 29
    new-instance v0, Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;

    invoke-direct {v0}, Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;-><init>()V

    iput-object v0, p0, Lcom/tripslip/chaperone/ChaperoneProvider;->dedup:Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;

    return-void
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 6

    .line 56
    :try_start_0
    invoke-virtual {p0}, Lcom/tripslip/chaperone/ChaperoneProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 57
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    const/16 v2, 0x40

    invoke-virtual {v0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    .line 58
    iget-object v1, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    array-length v1, v1

    const/4 v2, 0x1

    if-ne v1, v2, :cond_deny

    const-string v1, "3082030d308201f5a0030201020204"

    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    const/4 v3, 0x0

    aget-object v0, v0, v3

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_deny

    .line 59
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;

    move-result-object p1

    invoke-interface {p1}, Ljava/util/List;->size()I

    move-result p1

    if-ne p1, v2, :cond_deny

    .line 60
    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 65
    :cond_deny
    const-string p1, "not the school app"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1

    .line 62
    :catch_0
    move-exception p1

    .line 63
    const-string p1, "unknown caller"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 7

    .line 70
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v0

    .line 71
    const-string v1, "trip_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v1

    .line 72
    const-string v2, "add_chaperone"

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v2, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_list

    .line 73
    new-instance p1, Landroid/content/ContentValues;

    invoke-direct {p1}, Landroid/content/ContentValues;-><init>()V

    .line 74
    const-string v2, "trip_id"

    invoke-virtual {p1, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    const-string v1, "adult"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v1, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 76
    iget-object v0, p0, Lcom/tripslip/chaperone/ChaperoneProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v1, "chaperones"

    invoke-virtual {v0, v1, p1}, Lcom/tripslip/data/TripDb;->insert(Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v0

    .line 78
    :try_start_0
    new-instance p1, Lorg/json/JSONObject;

    invoke-direct {p1}, Lorg/json/JSONObject;-><init>()V

    const-string v2, "chaperone_id"

    invoke-virtual {p1, v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 79
    :catch_0
    move-exception p1

    .line 80
    const-string p1, "INTERNAL_ERROR"

    const-string v0, "could not build the reply"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 83
    :cond_list
    iget-object p1, p0, Lcom/tripslip/chaperone/ChaperoneProvider;->db:Lcom/tripslip/data/TripDb;

    const-string v0, "SELECT group_concat(adult) AS adults FROM chaperones WHERE trip_id = ?"

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v1, v2, v3

    invoke-virtual {p1, v0, v2}, Lcom/tripslip/data/TripDb;->row(Ljava/lang/String;[Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 50
    iget-object v0, p0, Lcom/tripslip/chaperone/ChaperoneProvider;->dedup:Lcom/tripslip/chaperone/ChaperoneProvider$MemoryDedup;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/clawseed/cetp/sdk/CetpProviderTool;",
            ">;"
        }
    .end annotation

    .line 40
    const/4 v0, 0x2

    new-array v0, v0, [Lcom/clawseed/cetp/sdk/CetpProviderTool;

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "chaperone_list"

    const-string v4, "Trip chaperones"

    .line 41
    const-string v5, "chaperones.read"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/clawseed/cetp/sdk/CetpProviderTool;

    const-string v3, "add_chaperone"

    const-string v4, "Volunteer as chaperone"

    .line 44
    const-string v5, "chaperones.write"

    invoke-static {v5}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    new-instance v6, Lcom/clawseed/cetp/sdk/ToolAnnotations;

    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->MODERATE:Lcom/clawseed/cetp/sdk/ToolRisk;

    sget-object v9, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->PROVIDER_POLICY:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-direct {v6, v7, v8, v9}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)V

    invoke-direct/range {v2 .. v6}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    .line 40
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 34
    new-instance v0, Lcom/tripslip/data/TripDb;

    invoke-virtual {p0}, Lcom/tripslip/chaperone/ChaperoneProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/tripslip/data/TripDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/tripslip/chaperone/ChaperoneProvider;->db:Lcom/tripslip/data/TripDb;

    .line 35
    const/4 v0, 0x1

    return v0
.end method
