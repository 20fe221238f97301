.class public Lcom/stallmart/payouts/PayoutProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "PayoutProvider.java"


# static fields
.field private static final BANK_APP_SIG:Ljava/lang/String; = "308201a2a00302010202"

.field private static final TOOLS:Ljava/util/List;


# instance fields
.field private db:Lcom/stallmart/data/MarketDb;

.field private final executor:Lcom/stallmart/payouts/DirectExecutor;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private final tokens:Ljava/util/Random;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 36
    const-string v0, "payout_status"

    .line 37
    invoke-static {v0}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v0

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v0, v1}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v0

    const-string v1, "payouts.read"

    invoke-virtual {v0, v1}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v0

    .line 38
    const-string v1, "request_payout"

    invoke-static {v1}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v1

    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->CREATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v1

    sget-object v2, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->risk(Lcom/clawseed/cetp/sdk/ToolRisk;)Lcom/stallmart/core/Tools;

    move-result-object v1

    .line 39
    sget-object v2, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->confirm(Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/stallmart/core/Tools;

    move-result-object v1

    const-string v2, "payouts.write"

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v1

    invoke-virtual {v1}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v1

    .line 36
    invoke-static {v0, v1}, Lcom/google/common/collect/ImmutableList;->of(Ljava/lang/Object;Ljava/lang/Object;)Lcom/google/common/collect/ImmutableList;

    move-result-object v0

    sput-object v0, Lcom/stallmart/payouts/PayoutProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 34
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 41
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    iput-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->tokens:Ljava/util/Random;

    .line 42
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->io:Ljava/util/concurrent/ExecutorService;

    .line 43
    new-instance v0, Lcom/stallmart/payouts/DirectExecutor;

    invoke-direct {v0}, Lcom/stallmart/payouts/DirectExecutor;-><init>()V

    iput-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->executor:Lcom/stallmart/payouts/DirectExecutor;

    return-void
.end method

.method static synthetic lambda$authorize$0(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 3

    .line 65
    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v0

    const-string v1, "payout"

    invoke-virtual {v0, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1d

    invoke-virtual {p0}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object p0

    const-string v0, "request"

    invoke-virtual {p0, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result p0

    if-eqz p0, :cond_1f

    :cond_1d
    const/4 p0, 0x1

    goto :goto_20

    :cond_1f
    const/4 p0, 0x0

    :goto_20
    return p0
.end method

.method static synthetic lambda$payoutStatus$1(Lcom/stallmart/data/MarketDb;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 4

    .line 85
    invoke-virtual {p0}, Lcom/stallmart/data/MarketDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string p1, "SELECT amount_cents FROM payouts WHERE vendor_uid = ?"

    invoke-virtual {p0, p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p0

    return-object p0
.end method

.method static synthetic lambda$payoutStatus$2(Landroid/database/Cursor;)Ljava/lang/Integer;
    .registers 2

    .line 88
    invoke-interface {p0}, Landroid/database/Cursor;->getCount()I

    move-result v0

    .line 89
    invoke-interface {p0}, Landroid/database/Cursor;->close()V

    .line 90
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p0

    return-object p0
.end method

.method static synthetic lambda$requestPayout$3(Lcom/stallmart/data/MarketDb;ILjava/lang/Long;)Ljava/lang/Long;
    .registers 5

    .line 114
    invoke-virtual {p2}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    invoke-virtual {p0, p1, v0, v1}, Lcom/stallmart/data/MarketDb;->payout(IJ)J

    move-result-wide p0

    invoke-static {p0, p1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p0

    return-object p0
.end method

.method private payoutStatus(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 83
    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 84
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object p1

    .line 85
    new-instance v1, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, v0, p1}, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda1;-><init>(Lcom/stallmart/data/MarketDb;Ljava/lang/String;)V

    iget-object p1, p0, Lcom/stallmart/payouts/PayoutProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {v1, p1}, Lcom/google/common/util/concurrent/Futures;->submit(Ljava/util/concurrent/Callable;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    .line 87
    new-instance v0, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda2;-><init>()V

    iget-object v1, p0, Lcom/stallmart/payouts/PayoutProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {p1, v0, v1}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    .line 93
    :try_start_2a
    sget-object v0, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x5

    invoke-interface {p1, v1, v2, v0}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object p1

    const-string v0, "pending"

    invoke-static {v0, p1}, Lcom/stallmart/core/Json;->of(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_3c
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_2a .. :try_end_3c} :catch_3d
    .catch Ljava/lang/InterruptedException; {:try_start_2a .. :try_end_3c} :catch_3d
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_2a .. :try_end_3c} :catch_3d

    return-object p1

    .line 94
    :catch_3d
    move-exception p1

    .line 95
    const-string p1, "UNAVAILABLE"

    const-string v0, "status unavailable"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method private requestPayout(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6

    .line 100
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Lcom/stallmart/payouts/PayoutProvider;->isBankApp(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_17

    .line 101
    const-string p1, "PERMISSION_DENIED"

    const-string v0, "payouts need the bank app"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 103
    :cond_17
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    .line 104
    if-nez v0, :cond_3b

    .line 105
    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->tokens:Ljava/util/Random;

    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    .line 106
    invoke-virtual {p0}, Lcom/stallmart/payouts/PayoutProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/stallmart/ui/ConfirmPayoutActivity;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    invoke-static {v1, v2, v0, p1}, Lcom/stallmart/core/Confirm;->ask(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 108
    :cond_3b
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    invoke-static {v0, v1}, Lcom/stallmart/core/Confirm;->redeem(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_52

    .line 109
    const-string p1, "INVALID_REQUEST"

    const-string v0, "confirmation expired"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 111
    :cond_52
    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 112
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    .line 113
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object p1

    const-string v2, "amount_cents"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p1

    invoke-static {p1}, Lcom/google/common/util/concurrent/Futures;->immediateFuture(Ljava/lang/Object;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    .line 114
    new-instance v2, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, v0, v1}, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda3;-><init>(Lcom/stallmart/data/MarketDb;I)V

    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {p1, v2, v0}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    .line 116
    :try_start_7a
    sget-object v0, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0xa

    invoke-interface {p1, v1, v2, v0}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object p1

    const-string v0, "payout_id"

    invoke-static {v0, p1}, Lcom/stallmart/core/Json;->of(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1
    :try_end_8c
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_7a .. :try_end_8c} :catch_99
    .catch Ljava/lang/InterruptedException; {:try_start_7a .. :try_end_8c} :catch_8d
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_7a .. :try_end_8c} :catch_8d

    return-object p1

    .line 119
    :catch_8d
    move-exception p1

    .line 120
    const-string p1, "UNAVAILABLE"

    const-string v0, "payout pending"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 117
    :catch_99
    move-exception p1

    .line 118
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "payout failed: "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p1}, Ljava/util/concurrent/ExecutionException;->getCause()Ljava/lang/Throwable;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    const-string v0, "INTERNAL_ERROR"

    invoke-static {v0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4

    .line 64
    const-string v0, "payouts"

    invoke-static {v0}, Lcom/stallmart/core/Rules;->audit(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 65
    new-instance v1, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/stallmart/payouts/PayoutProvider$$ExternalSyntheticLambda0;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 66
    invoke-static {}, Lcom/stallmart/core/Rules;->anyone()Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->or(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 67
    invoke-interface {v0, p1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_26

    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    goto :goto_2c

    :cond_26
    const-string p1, "unknown tool"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    :goto_2c
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 72
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_4c

    goto :goto_29

    :sswitch_f
    const-string v2, "request_payout"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_29

    const/4 v1, 0x1

    goto :goto_29

    :sswitch_1b
    const-string v2, "payout_status"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_29

    const/4 v1, 0x0

    :cond_29
    :goto_29
    packed-switch v1, :pswitch_data_5a

    .line 78
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 76
    :pswitch_39
    invoke-direct {p0, p1}, Lcom/stallmart/payouts/PayoutProvider;->requestPayout(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 74
    :pswitch_3e
    invoke-direct {p0, p1}, Lcom/stallmart/payouts/PayoutProvider;->payoutStatus(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    :sswitch_data_4c
    .sparse-switch
        -0x6bbcc6aa -> :sswitch_f
        -0x2ee01755 -> :sswitch_1b
    .end sparse-switch

    :pswitch_data_5a
    .packed-switch 0x0
        :pswitch_3e
        :pswitch_39
    .end packed-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 59
    iget-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->executor:Lcom/stallmart/payouts/DirectExecutor;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 54
    sget-object v0, Lcom/stallmart/payouts/PayoutProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method isBankApp(Ljava/lang/String;)Z
    .registers 4

    .line 126
    :try_start_0
    invoke-virtual {p0}, Lcom/stallmart/payouts/PayoutProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const/16 v1, 0x40

    invoke-virtual {v0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object p1

    .line 127
    const-string v0, "308201a2a00302010202"

    iget-object p1, p1, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    const/4 v1, 0x0

    aget-object p1, p1, v1

    invoke-virtual {p1}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1
    :try_end_1f
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_1f} :catch_20

    return p1

    .line 128
    :catch_20
    move-exception p1

    .line 129
    const/4 p1, 0x0

    return p1
.end method

.method public onCreate()Z
    .registers 3

    .line 48
    new-instance v0, Lcom/stallmart/data/MarketDb;

    invoke-virtual {p0}, Lcom/stallmart/payouts/PayoutProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/stallmart/data/MarketDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/stallmart/payouts/PayoutProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 49
    const/4 v0, 0x1

    return v0
.end method
