.class public final Lcom/mx/LedgerProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "LedgerProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/List;

# instance fields
.field private db:Lcom/mx/Db;
.field private executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 19
    invoke-direct {v2}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V
    .line 25
    new-instance v1, Lcom/mx/SharedExecutor;
    invoke-direct {v1}, Lcom/mx/SharedExecutor;-><init>()V
    iput-object v1, v2, Lcom/mx/LedgerProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 11
    .line 20
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderTool;
    const-string v2, "record_payment"
    const-string v3, "Ledger"
    const-string v4, "ledger.write"
    .line 21
    invoke-static {v4}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v4
    new-instance v5, Lcom/clawseed/cetp/sdk/ToolAnnotations;
    sget-object v7, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;
    sget-object v8, Lcom/clawseed/cetp/sdk/ToolRisk;->LOW:Lcom/clawseed/cetp/sdk/ToolRisk;
    const/4 v9, 0x0
    sget-object v10, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->NEVER:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;
    invoke-direct {v5, v7, v8, v9, v10}, Lcom/clawseed/cetp/sdk/ToolAnnotations;-><init>(Lcom/clawseed/cetp/sdk/ToolEffect;Lcom/clawseed/cetp/sdk/ToolRisk;ZLcom/clawseed/cetp/sdk/ConfirmationPolicy;)V
    invoke-direct {v0, v2, v3, v4, v5}, Lcom/clawseed/cetp/sdk/CetpProviderTool;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .line 20
    invoke-static {v0}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/mx/LedgerProvider;->TOOLS:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 5
    .line 29
    new-instance v1, Lcom/mx/Db;
    invoke-virtual {v4}, Lcom/mx/LedgerProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/mx/Db;-><init>(Landroid/content/Context;)V
    iput-object v1, v4, Lcom/mx/LedgerProvider;->db:Lcom/mx/Db;
    .line 30
    iget-object v0, v4, Lcom/mx/LedgerProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    if-nez v0, :L37
    .line 31
    new-instance v1, Lcom/mx/ReservingExecutor;
    iget-object v3, v4, Lcom/mx/LedgerProvider;->db:Lcom/mx/Db;
    invoke-direct {v1, v3}, Lcom/mx/ReservingExecutor;-><init>(Lcom/mx/Db;)V
    iput-object v1, v4, Lcom/mx/LedgerProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
:L37
    .line 33
    const/4 v0, 0x1
    return v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 38
    sget-object v0, Lcom/mx/LedgerProvider;->TOOLS:Ljava/util/List;
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2
    .line 43
    iget-object v0, v1, Lcom/mx/LedgerProvider;->executor:Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    return-object v0
.end method

.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    .line 48
    invoke-virtual {v3}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getScopes()Ljava/util/List;
    move-result-object v0
    const-string v1, "ledger.write"
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L21
    .line 49
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    invoke-virtual {v0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
:L21
    .line 51
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->Companion:Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;
    const-string v1, "scope ledger.write was not granted"
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision$Companion;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object v0
    return-object v0
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 10
    .line 56
    new-instance v0, Landroid/content/ContentValues;
    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V
    move-object v5, v0
    .line 57
    const-string v1, "request_id"
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 58
    const-string v1, "cents"
    invoke-virtual {v9}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;
    move-result-object v2
    const-string v3, "cents"
    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V
    .line 59
    iget-object v0, v8, Lcom/mx/LedgerProvider;->db:Lcom/mx/Db;
    invoke-virtual {v0}, Lcom/mx/Db;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "ledger"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2, v5}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v6
    .line 60
    sget-object v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;->Companion:Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;
    new-instance v1, Lorg/json/JSONObject;
    const-string v3, "id"
    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object v4
    invoke-static {v3, v4}, Ljava/util/Collections;->singletonMap(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Map;
    move-result-object v3
    invoke-direct {v1, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V
    invoke-virtual {v0, v1}, Lcom/clawseed/cetp/sdk/CetpProviderResult$Companion;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-result-object v0
    return-object v0
.end method

