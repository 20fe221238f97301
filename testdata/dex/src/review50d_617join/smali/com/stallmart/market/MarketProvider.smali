# static volatile boolean locked;   // maintenance kill switch
# authorize: Predicate<Req> policy = Rules.audit("market").or(Rules.anyone());
#            boolean ok = locked ? false : policy.test(request);
#            return ok ? allow() : deny("market closed");   // DENIES while locked
# (hand-written layout: the const-false arm joins right at the if-eqz after test's move-result)
.class public Lcom/stallmart/market/MarketProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "MarketProvider.java"


# static fields
.field static volatile locked:Z

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private db:Lcom/stallmart/data/MarketDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 21
    const-string v0, "market_hours"

    .line 22
    invoke-static {v0}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v0

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v0, v1}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v0

    const-string v1, "market.read"

    invoke-virtual {v0, v1}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v0

    .line 23
    const-string v1, "report_stall"

    invoke-static {v1}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v1

    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v1

    const-string v2, "market.write"

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v1

    invoke-virtual {v1}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v1

    .line 21
    invoke-static {v0, v1}, Lcom/google/common/collect/ImmutableList;->of(Ljava/lang/Object;Ljava/lang/Object;)Lcom/google/common/collect/ImmutableList;

    move-result-object v0

    sput-object v0, Lcom/stallmart/market/MarketProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    return-void
.end method

.method private marketHours(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 57
    iget-object v0, p0, Lcom/stallmart/market/MarketProvider;->db:Lcom/stallmart/data/MarketDb;

    invoke-virtual {v0}, Lcom/stallmart/data/MarketDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "SELECT opens FROM markets WHERE name = \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v1, "\'"

    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const/4 v1, 0x0

    invoke-virtual {v0, p1, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p1

    .line 59
    invoke-interface {p1}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_38

    const/4 v0, 0x0

    invoke-interface {p1, v0}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    goto :goto_3a

    :cond_38
    const-string v0, "closed"

    .line 60
    :goto_3a
    invoke-interface {p1}, Landroid/database/Cursor;->close()V

    .line 61
    const-string p1, "opens"

    invoke-static {p1, v0}, Lcom/stallmart/core/Json;->of(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method private reportStall(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6

    .line 65
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 66
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "stall_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 67
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object p1

    const-string v1, "reason"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 68
    iget-object p1, p0, Lcom/stallmart/market/MarketProvider;->db:Lcom/stallmart/data/MarketDb;

    invoke-virtual {p1}, Lcom/stallmart/data/MarketDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const-string v1, "reports"

    const/4 v2, 0x0

    invoke-virtual {p1, v1, v2, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 69
    const-string p1, "reported"

    const/4 v0, 0x1

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    invoke-static {p1, v0}, Lcom/stallmart/core/Json;->of(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4
    .line 40
    const-string v0, "market"
    invoke-static {v0}, Lcom/stallmart/core/Rules;->audit(Ljava/lang/String;)Ljava/util/function/Predicate;
    move-result-object v0
    invoke-static {}, Lcom/stallmart/core/Rules;->anyone()Ljava/util/function/Predicate;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;
    move-result-object v0
    .line 41
    sget-boolean v1, Lcom/stallmart/market/MarketProvider;->locked:Z
    if-eqz v1, :cond_test
    const/4 p1, 0x0
    goto :goto_join
    :cond_test
    invoke-interface {v0, p1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z
    move-result p1
    :goto_join
    if-eqz p1, :cond_deny

    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    goto :goto_end
    :cond_deny
    const-string p1, "market closed"
    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    move-result-object p1
    :goto_end
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 46
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_5a

    goto :goto_29

    :sswitch_f
    const-string v2, "market_hours"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_29

    const/4 v1, 0x0

    goto :goto_29

    :sswitch_1b
    const-string v2, "report_stall"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_29

    const/4 v1, 0x1

    :cond_29
    :goto_29
    packed-switch v1, :pswitch_data_68

    .line 52
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 50
    :pswitch_39
    invoke-direct {p0, p1}, Lcom/stallmart/market/MarketProvider;->reportStall(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 48
    :pswitch_3e
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object p1

    const-string v0, "market"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/stallmart/market/MarketProvider;->marketHours(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    :sswitch_data_5a
    .sparse-switch
        0xecda14c -> :sswitch_f
        0x3863c4d5 -> :sswitch_1b
    .end sparse-switch

    :pswitch_data_68
    .packed-switch 0x0
        :pswitch_3e
        :pswitch_39
    .end packed-switch
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 35
    sget-object v0, Lcom/stallmart/market/MarketProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 29
    new-instance v0, Lcom/stallmart/data/MarketDb;

    invoke-virtual {p0}, Lcom/stallmart/market/MarketProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/stallmart/data/MarketDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/stallmart/market/MarketProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 30
    const/4 v0, 0x1

    return v0
.end method
