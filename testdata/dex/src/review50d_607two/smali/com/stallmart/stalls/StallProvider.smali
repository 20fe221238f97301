# Demo (rev73_j1 + one change): StallProvider.await's timeout catch now returns the exception text:
#   } catch (InterruptedException | TimeoutException e) {
#       return CetpProviderResult.error("UNAVAILABLE", e.getMessage());   // line 138: a second CETP607
#   }
# PayoutProvider.requestPayout (line 118) keeps its error(..., e.getCause().getMessage()).
.class public Lcom/stallmart/stalls/StallProvider;
.super Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;
.source "StallProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "StallMart"

.field private static final TOOLS:Ljava/util/List;

.field private static final VENDOR_CERT:[B


# instance fields
.field private db:Lcom/stallmart/data/MarketDb;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private ledger:Lcom/stallmart/data/StallLedger;

.field private final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 39
    const/16 v0, 0x20

    new-array v0, v0, [B

    sput-object v0, Lcom/stallmart/stalls/StallProvider;->VENDOR_CERT:[B

    .line 40
    const-string v0, "stall_map"

    .line 41
    invoke-static {v0}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v0

    sget-object v1, Lcom/clawseed/cetp/sdk/ToolEffect;->READ:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v0, v1}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v0

    const-string v1, "stalls.read"

    invoke-virtual {v0, v1}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v0

    invoke-virtual {v0}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v0

    .line 42
    const-string v1, "book_stall"

    invoke-static {v1}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v1

    sget-object v2, Lcom/clawseed/cetp/sdk/ToolEffect;->UPDATE:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v1

    const-string v2, "stalls.write"

    invoke-virtual {v1, v2}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v1

    invoke-virtual {v1}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v1

    .line 43
    const-string v2, "cancel_booking"

    invoke-static {v2}, Lcom/stallmart/core/Tools;->named(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v2

    sget-object v3, Lcom/clawseed/cetp/sdk/ToolEffect;->DELETE:Lcom/clawseed/cetp/sdk/ToolEffect;

    invoke-virtual {v2, v3}, Lcom/stallmart/core/Tools;->effect(Lcom/clawseed/cetp/sdk/ToolEffect;)Lcom/stallmart/core/Tools;

    move-result-object v2

    sget-object v3, Lcom/clawseed/cetp/sdk/ToolRisk;->HIGH:Lcom/clawseed/cetp/sdk/ToolRisk;

    invoke-virtual {v2, v3}, Lcom/stallmart/core/Tools;->risk(Lcom/clawseed/cetp/sdk/ToolRisk;)Lcom/stallmart/core/Tools;

    move-result-object v2

    .line 44
    sget-object v3, Lcom/clawseed/cetp/sdk/ConfirmationPolicy;->ALWAYS:Lcom/clawseed/cetp/sdk/ConfirmationPolicy;

    invoke-virtual {v2, v3}, Lcom/stallmart/core/Tools;->confirm(Lcom/clawseed/cetp/sdk/ConfirmationPolicy;)Lcom/stallmart/core/Tools;

    move-result-object v2

    const-string v3, "stalls.write"

    invoke-virtual {v2, v3}, Lcom/stallmart/core/Tools;->scope(Ljava/lang/String;)Lcom/stallmart/core/Tools;

    move-result-object v2

    invoke-virtual {v2}, Lcom/stallmart/core/Tools;->build()Lcom/clawseed/cetp/sdk/CetpProviderTool;

    move-result-object v2

    .line 40
    invoke-static {v0, v1, v2}, Lcom/google/common/collect/ImmutableList;->of(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Lcom/google/common/collect/ImmutableList;

    move-result-object v0

    sput-object v0, Lcom/stallmart/stalls/StallProvider;->TOOLS:Ljava/util/List;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 37
    invoke-direct {p0}, Lcom/clawseed/cetp/sdk/CetpV2ContentProvider;-><init>()V

    .line 46
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/stallmart/stalls/StallProvider;->random:Ljava/security/SecureRandom;

    .line 47
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/stallmart/stalls/StallProvider;->io:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private static await(Lcom/google/common/util/concurrent/ListenableFuture;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 133
    :try_start_0
    sget-object v0, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    const-wide/16 v1, 0x5

    invoke-interface {p0, v1, v2, v0}, Lcom/google/common/util/concurrent/ListenableFuture;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object p0

    const-string v0, "result"

    invoke-static {v0, p0}, Lcom/stallmart/core/Json;->of(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p0

    invoke-static {p0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p0
    :try_end_12
    .catch Ljava/util/concurrent/ExecutionException; {:try_start_0 .. :try_end_12} :catch_1f
    .catch Ljava/lang/InterruptedException; {:try_start_0 .. :try_end_12} :catch_13
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_12} :catch_13

    return-object p0

    .line 137
    :catch_13
    move-exception p0

    .line 138
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object p1

    const-string p0, "UNAVAILABLE"

    invoke-static {p0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p0

    return-object p0

    .line 134
    :catch_1f
    move-exception p0

    .line 135
    const-string v0, "StallMart"

    const-string v1, "tool failed"

    invoke-static {v0, v1, p0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 136
    const-string p0, "INTERNAL_ERROR"

    invoke-static {p0, p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p0

    return-object p0
.end method

.method private bookStall(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/google/common/util/concurrent/ListenableFuture;
    .registers 6

    .line 109
    iget-object v0, p0, Lcom/stallmart/stalls/StallProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 110
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    .line 111
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object p1

    const-string v2, "stall_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/google/common/util/concurrent/Futures;->immediateFuture(Ljava/lang/Object;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    .line 112
    new-instance v2, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, v0, v1}, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda3;-><init>(Lcom/stallmart/data/MarketDb;I)V

    iget-object v3, p0, Lcom/stallmart/stalls/StallProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {p1, v2, v3}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    return-object p1
.end method

.method private cancelBooking(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 6

    .line 116
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v0

    .line 117
    if-nez v0, :cond_2b

    .line 118
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 119
    iget-object v1, p0, Lcom/stallmart/stalls/StallProvider;->random:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 120
    invoke-virtual {p0}, Lcom/stallmart/stalls/StallProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/stallmart/ui/CancelBookingActivity;

    .line 121
    const/16 v3, 0xa

    invoke-static {v0, v3}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    .line 120
    invoke-static {v1, v2, v0, p1}, Lcom/stallmart/core/Confirm;->ask(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;I)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 123
    :cond_2b
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result v1

    invoke-static {v0, v1}, Lcom/stallmart/core/Confirm;->redeem(Ljava/lang/String;I)Z

    move-result v0

    if-nez v0, :cond_42

    .line 124
    const-string p1, "INVALID_REQUEST"

    const-string v0, "confirmation expired"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 126
    :cond_42
    iget-object v0, p0, Lcom/stallmart/stalls/StallProvider;->db:Lcom/stallmart/data/MarketDb;

    invoke-virtual {v0}, Lcom/stallmart/data/MarketDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    .line 127
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object p1

    const-string v2, "booking_id"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const/4 v2, 0x0

    aput-object p1, v1, v2

    .line 126
    const-string p1, "bookings"

    const-string v2, "booking_id = ?"

    invoke-virtual {v0, p1, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 128
    const-string p1, "cancelled"

    const/4 v0, 0x1

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    invoke-static {p1, v0}, Lcom/stallmart/core/Json;->of(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object p1

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->success(Lorg/json/JSONObject;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method

.method static synthetic lambda$bookStall$2(Lcom/stallmart/data/MarketDb;ILjava/lang/String;)Ljava/lang/Long;
    .registers 3

    .line 112
    invoke-virtual {p0, p2, p1}, Lcom/stallmart/data/MarketDb;->book(Ljava/lang/String;I)J

    move-result-wide p0

    invoke-static {p0, p1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object p0

    return-object p0
.end method

.method static synthetic lambda$stallMap$0(Lcom/stallmart/data/MarketDb;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 4

    .line 96
    invoke-virtual {p0}, Lcom/stallmart/data/MarketDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    aput-object p1, v0, v1

    const-string p1, "SELECT stall_id FROM stalls WHERE zone = ?"

    invoke-virtual {p0, p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object p0

    return-object p0
.end method

.method static synthetic lambda$stallMap$1(Ljava/lang/String;Lcom/stallmart/data/MarketDb;Landroid/database/Cursor;)Ljava/lang/Integer;
    .registers 5

    .line 99
    invoke-interface {p2}, Landroid/database/Cursor;->getCount()I

    move-result v0

    .line 100
    invoke-interface {p2}, Landroid/database/Cursor;->close()V

    .line 101
    new-instance p2, Landroid/content/ContentValues;

    invoke-direct {p2}, Landroid/content/ContentValues;-><init>()V

    .line 102
    const-string v1, "zone"

    invoke-virtual {p2, v1, p0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 103
    invoke-virtual {p1}, Lcom/stallmart/data/MarketDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p0

    const-string p1, "map_views"

    const/4 v1, 0x0

    invoke-virtual {p0, p1, v1, p2}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 104
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p0

    return-object p0
.end method

.method private stallMap(Ljava/lang/String;)Lcom/google/common/util/concurrent/ListenableFuture;
    .registers 5

    .line 95
    iget-object v0, p0, Lcom/stallmart/stalls/StallProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 96
    new-instance v1, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1, v0, p1}, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda1;-><init>(Lcom/stallmart/data/MarketDb;Ljava/lang/String;)V

    iget-object v2, p0, Lcom/stallmart/stalls/StallProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {v1, v2}, Lcom/google/common/util/concurrent/Futures;->submit(Ljava/util/concurrent/Callable;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object v1

    .line 98
    new-instance v2, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p1, v0}, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda2;-><init>(Ljava/lang/String;Lcom/stallmart/data/MarketDb;)V

    iget-object p1, p0, Lcom/stallmart/stalls/StallProvider;->io:Ljava/util/concurrent/ExecutorService;

    invoke-static {v1, v2, p1}, Lcom/google/common/util/concurrent/Futures;->transform(Lcom/google/common/util/concurrent/ListenableFuture;Lcom/google/common/base/Function;Ljava/util/concurrent/Executor;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public authorize(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 4

    .line 70
    const-string v0, "stalls"

    invoke-static {v0}, Lcom/stallmart/core/Rules;->audit(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v0

    new-instance v1, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/stallmart/stalls/StallProvider$$ExternalSyntheticLambda0;-><init>(Lcom/stallmart/stalls/StallProvider;)V

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 71
    const-string v1, "stalls."

    invoke-static {v1}, Lcom/stallmart/core/Rules;->scopesUnder(Ljava/lang/String;)Ljava/util/function/Predicate;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/function/Predicate;->and(Ljava/util/function/Predicate;)Ljava/util/function/Predicate;

    move-result-object v0

    .line 72
    invoke-interface {v0, p1}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_26

    invoke-static {}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    goto :goto_2c

    :cond_26
    const-string p1, "not a vendor app"

    invoke-static {p1}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    move-result-object p1

    :goto_2c
    return-object p1
.end method

.method public executeTool(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 82
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getToolName()Ljava/lang/String;

    move-result-object v0

    const/4 v1, -0x1

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_70

    goto :goto_35

    :sswitch_f
    const-string v2, "book_stall"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_35

    const/4 v1, 0x1

    goto :goto_35

    :sswitch_1b
    const-string v2, "cancel_booking"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_35

    const/4 v1, 0x2

    goto :goto_35

    :sswitch_27
    const-string v2, "stall_map"

    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_35

    const/4 v1, 0x0

    :cond_35
    :goto_35
    packed-switch v1, :pswitch_data_82

    .line 90
    const-string p1, "TOOL_NOT_FOUND"

    const-string v0, "no such tool"

    invoke-static {p1, v0}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->error(Ljava/lang/String;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 88
    :pswitch_45
    invoke-direct {p0, p1}, Lcom/stallmart/stalls/StallProvider;->cancelBooking(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 86
    :pswitch_4a
    invoke-direct {p0, p1}, Lcom/stallmart/stalls/StallProvider;->bookStall(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    const-string v0, "booking failed"

    invoke-static {p1, v0}, Lcom/stallmart/stalls/StallProvider;->await(Lcom/google/common/util/concurrent/ListenableFuture;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    .line 84
    :pswitch_57
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getArgs()Lorg/json/JSONObject;

    move-result-object p1

    const-string v0, "zone"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/stallmart/stalls/StallProvider;->stallMap(Ljava/lang/String;)Lcom/google/common/util/concurrent/ListenableFuture;

    move-result-object p1

    const-string v0, "map unavailable"

    invoke-static {p1, v0}, Lcom/stallmart/stalls/StallProvider;->await(Lcom/google/common/util/concurrent/ListenableFuture;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1

    :sswitch_data_70
    .sparse-switch
        -0x62b23136 -> :sswitch_f
        0x1973c394 -> :sswitch_1b
        0x766cc83d -> :sswitch_27
    .end sparse-switch

    :pswitch_data_82
    .packed-switch 0x0
        :pswitch_57
        :pswitch_4a
        :pswitch_45
    .end packed-switch
.end method

.method public getMutationExecutor()Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/stallmart/stalls/StallProvider;->ledger:Lcom/stallmart/data/StallLedger;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2

    .line 60
    sget-object v0, Lcom/stallmart/stalls/StallProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method isVendorApp(Lcom/clawseed/cetp/sdk/CetpProviderRequest;)Z
    .registers 5

    .line 76
    invoke-virtual {p0}, Lcom/stallmart/stalls/StallProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 77
    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getCallingUid()I

    move-result p1

    sget-object v1, Lcom/stallmart/stalls/StallProvider;->VENDOR_CERT:[B

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result p1

    return p1
.end method

.method public onCreate()Z
    .registers 3

    .line 53
    new-instance v0, Lcom/stallmart/data/MarketDb;

    invoke-virtual {p0}, Lcom/stallmart/stalls/StallProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/stallmart/data/MarketDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/stallmart/stalls/StallProvider;->db:Lcom/stallmart/data/MarketDb;

    .line 54
    new-instance v0, Lcom/stallmart/data/StallLedger;

    iget-object v1, p0, Lcom/stallmart/stalls/StallProvider;->db:Lcom/stallmart/data/MarketDb;

    invoke-direct {v0, v1}, Lcom/stallmart/data/StallLedger;-><init>(Lcom/stallmart/data/MarketDb;)V

    iput-object v0, p0, Lcom/stallmart/stalls/StallProvider;->ledger:Lcom/stallmart/data/StallLedger;

    .line 55
    const/4 v0, 0x1

    return v0
.end method
