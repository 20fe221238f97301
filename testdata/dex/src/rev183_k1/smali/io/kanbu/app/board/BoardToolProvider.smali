.class public final Lio/kanbu/app/board/BoardToolProvider;
.super Lcom/clawseed/sdk/provider/CetpV2ContentProvider;
.source "BoardToolProvider.kt"


# static fields
.field public static final Companion:Lio/kanbu/app/board/BoardToolProvider$Companion;

.field private static final TAG:Ljava/lang/String; = "KanbuBoard"


# instance fields
.field private final book$delegate:Lkotlin/Lazy;

.field private final deadlineGuard:Lkotlin/jvm/functions/Function3;

.field private final gate:Lkotlin/jvm/functions/Function3;

.field private final identify:Lkotlin/jvm/functions/Function3;

.field private final journal$delegate:Lkotlin/Lazy;

.field private final links$delegate:Lkotlin/Lazy;

.field private final mutationExecutor$delegate:Lkotlin/Lazy;

.field private final optionalCapabilities:Ljava/util/Set;

.field private final prefs$delegate:Lkotlin/Lazy;

.field private final providerDescription:Ljava/lang/String;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final revision:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final store$delegate:Lkotlin/Lazy;

.field private final tools:Ljava/util/List;

.field private final worker:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/board/BoardToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/kanbu/app/board/BoardToolProvider;->Companion:Lio/kanbu/app/board/BoardToolProvider$Companion;

    return-void
.end method

.method public constructor <init>()V
    .registers 5

    .line 32
    invoke-direct {p0}, Lcom/clawseed/sdk/provider/CetpV2ContentProvider;-><init>()V

    .line 33
    const-string v0, "io.kanbu.app"

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->providerId:Ljava/lang/String;

    .line 34
    const-string v0, "Kanbu board"

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->providerName:Ljava/lang/String;

    .line 35
    const-string v0, "Cards and columns of your Kanbu task board"

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->providerDescription:Ljava/lang/String;

    .line 36
    sget-object v0, Lio/kanbu/app/board/BoardTools;->SCOPES:Ljava/util/List;

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->scopes:Ljava/util/List;

    .line 37
    sget-object v0, Lio/kanbu/app/board/BoardTools;->ALL:Ljava/util/List;

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->tools:Ljava/util/List;

    .line 38
    const-string v0, "board-7"

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->revision:Ljava/lang/String;

    .line 39
    const/4 v0, 0x2

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "async_operations"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    const-string v2, "cancellation"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->optionalCapabilities:Ljava/util/Set;

    .line 41
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda0;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->prefs$delegate:Lkotlin/Lazy;

    .line 42
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda1;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->book$delegate:Lkotlin/Lazy;

    .line 43
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda2;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->journal$delegate:Lkotlin/Lazy;

    .line 44
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda3;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->mutationExecutor$delegate:Lkotlin/Lazy;

    .line 45
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda4;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->links$delegate:Lkotlin/Lazy;

    .line 46
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    .line 48
    sget-object v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;->INSTANCE:Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda5;

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->deadlineGuard:Lkotlin/jvm/functions/Function3;

    .line 54
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda6;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->identify:Lkotlin/jvm/functions/Function3;

    .line 68
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda7;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda7;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->gate:Lkotlin/jvm/functions/Function3;

    .line 91
    new-instance v0, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v0, p0}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda8;-><init>(Lio/kanbu/app/board/BoardToolProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->store$delegate:Lkotlin/Lazy;

    .line 32
    return-void
.end method

.method public static final book_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Lio/kanbu/app/board/BoardBook;
    .registers 4

    .line 42
    new-instance v0, Lio/kanbu/app/board/BoardBook;

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v2, "<get-prefs>(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lio/kanbu/app/board/BoardBook;-><init>(Landroid/content/SharedPreferences;)V

    return-object v0
.end method

.method private final bulk(Lio/kanbu/app/board/BoardEffect$StartBulk;)V
    .registers 4

    .line 186
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;

    invoke-direct {v1, p0, p1}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda11;-><init>(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect$StartBulk;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->atomically(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    .line 195
    return-void
.end method

.method public static final bulk$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect$StartBulk;)Lkotlin/Unit;
    .registers 12

    .line 187
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getOperationId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/kanbu/app/board/BoardBook;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 188
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v2

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getOperationId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v4

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v4

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v5

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v5

    const-string v6, "cancelled"

    const/4 v7, 0x0

    const/16 v8, 0x10

    const/4 v9, 0x0

    invoke-static/range {v2 .. v9}, Lio/kanbu/app/board/BoardBook;->operationRecord$default(Lio/kanbu/app/board/BoardBook;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    invoke-static {v2}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    const/4 v1, 0x0

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/board/BoardBook;->commit(Ljava/util/Collection;Ljava/util/Map;)V

    .line 189
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 191
    :cond_0
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardAction$BulkRun;

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getOperationId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getColumn()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/board/BoardAction$BulkRun;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 192
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->settle()V

    .line 193
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardAction$Delivered;

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v1, v3}, Lio/kanbu/app/board/BoardAction$Delivered;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 194
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final cancelOperation$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12

    .line 223
    invoke-direct {p0, p1, p2}, Lio/kanbu/app/board/BoardToolProvider;->owned(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v7, v0

    .line 224
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1

    .line 225
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The request deadline has passed"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 227
    :cond_1
    const-string v1, "state"

    invoke-virtual {v7, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    if-eqz v8, :cond_3

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "running"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_1
    const-string v1, "queued"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_2
    const-string v1, "cancelled"

    invoke-virtual {v8, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 229
    :cond_2
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-virtual {v0, p2, v7}, Lio/kanbu/app/board/BoardBook;->requestCancel(Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 230
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "operation_id"

    invoke-virtual {v2, v3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "state"

    const-string v4, "cancellation_requested"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/clawseed/sdk/provider/Cetp;->data$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_1

    .line 232
    :cond_3
    :goto_0
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "CONFLICT"

    const-string v2, "The operation has already finished"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 233
    :goto_1
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x388bf68d -> :sswitch_1
        0x1c682951 -> :sswitch_2
        0x5c6f15bf -> :sswitch_0
    .end sparse-switch
.end method

.method private final commit(Lio/kanbu/app/board/BoardEffect$Persist;)V
    .registers 10

    .line 173
    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getOperationId()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getJournal()Lio/kanbu/app/core/RequestJournal;

    move-result-object v0

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/core/RequestJournal;->entry(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;)Lkotlin/Pair;

    move-result-object v0

    goto :goto_0

    .line 174
    :cond_0
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getOperationId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v2

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    .line 175
    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v5

    const-string v6, "null cannot be cast to non-null type io.kanbu.app.core.Outcome.Done"

    invoke-static {v5, v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v5, Lio/kanbu/app/core/Outcome$Done;

    invoke-virtual {v5}, Lio/kanbu/app/core/Outcome$Done;->getValue()Ljava/lang/String;

    move-result-object v5

    .line 174
    const-string v4, "succeeded"

    invoke-virtual/range {v0 .. v5}, Lio/kanbu/app/board/BoardBook;->operationRecord(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Pair;

    move-result-object v0

    .line 173
    :goto_0
    move-object v7, v0

    .line 176
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v1

    invoke-virtual {v1}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lio/kanbu/app/board/BoardState;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v1

    invoke-static {v7}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/board/BoardBook;->commit(Ljava/util/Collection;Ljava/util/Map;)V

    .line 177
    return-void
.end method

.method public static final deadlineGuard$lambda$0(Lio/kanbu/app/core/Store;Lio/kanbu/app/board/BoardAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;
    .registers 9

    const-string v1, "store"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "next"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 49
    instance-of v0, p1, Lio/kanbu/app/board/BoardAction$Tool;

    if-eqz v0, :cond_0

    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v0}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gtz v0, :cond_0

    .line 50
    new-instance v1, Lio/kanbu/app/board/BoardAction$Rejected;

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v3}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v4, "DEADLINE_EXCEEDED"

    const-string v5, "The request deadline has passed"

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/board/BoardAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_0

    .line 51
    :cond_0
    invoke-interface {p2, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    :goto_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final execute-IoAF18A(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/Object;
    .registers 13

    .line 124
    move-object v7, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v7

    check-cast v0, Lio/kanbu/app/board/BoardToolProvider;

    move-object v8, v0

    const/4 v9, 0x0

    .line 125
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v8, v1}, Lio/kanbu/app/board/BoardToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 126
    :cond_0
    sget-object v0, Lio/kanbu/app/board/BoardTools;->INSTANCE:Lio/kanbu/app/board/BoardTools;

    invoke-virtual {v0, p1}, Lio/kanbu/app/board/BoardTools;->toAction(Lcom/clawseed/sdk/provider/CetpRequest;)Lio/kanbu/app/board/BoardAction$Tool;

    move-result-object v0

    if-nez v0, :cond_1

    .line 127
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_ARGS"

    const-string v2, "Arguments do not match the tool\'s input schema"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 126
    :cond_1
    move-object v10, v0

    .line 128
    invoke-direct {v8}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v1, v8, p1, v10}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda9;-><init>(Lio/kanbu/app/board/BoardToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/board/BoardAction$Tool;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->atomically(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 124
    :goto_0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    :catch_0
    move-exception v9

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v9}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    .line 131
    :goto_1
    return-object v8
.end method

.method public static final execute_IoAF18A$lambda$0$0(Lio/kanbu/app/board/BoardToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/board/BoardAction$Tool;)Landroid/os/Bundle;
    .registers 6

    .line 129
    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/board/BoardToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getMutating()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    move-result-object v0

    new-instance v2, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda14;

    invoke-direct {v2, p0, p2}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda14;-><init>(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardAction$Tool;)V

    invoke-interface {v0, p1, v2}, Lcom/clawseed/sdk/provider/CetpMutationExecutor;->execute(Lcom/clawseed/sdk/provider/CetpRequest;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-direct {p0, p2}, Lio/kanbu/app/board/BoardToolProvider;->through(Lio/kanbu/app/board/BoardAction$Tool;)Landroid/os/Bundle;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method public static final execute_IoAF18A$lambda$0$0$0(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardAction$Tool;Lcom/clawseed/sdk/provider/CetpRequest;)Landroid/os/Bundle;
    .registers 5

    const-string v1, "it"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 129
    invoke-direct {p0, p1}, Lio/kanbu/app/board/BoardToolProvider;->through(Lio/kanbu/app/board/BoardAction$Tool;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static final gate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/board/BoardAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;
    .registers 13

    const-string v1, "store"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "next"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    instance-of v0, p2, Lio/kanbu/app/board/BoardAction$Tool;

    if-eqz v0, :cond_6

    .line 70
    move-object v1, p2

    check-cast v1, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v1}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/board/BoardToolProvider;->authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;

    move-result-object v6

    .line 71
    move-object v0, p2

    check-cast v0, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v0}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getResumeToken()Ljava/lang/String;

    move-result-object v7

    .line 73
    instance-of v0, v6, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    if-eqz v0, :cond_0

    .line 74
    new-instance v1, Lio/kanbu/app/board/BoardAction$Rejected;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v3}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    move-object v4, v6

    check-cast v4, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getCode()Ljava/lang/String;

    move-result-object v4

    move-object v5, v6

    check-cast v5, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;->getMessage()Ljava/lang/String;

    move-result-object v5

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/board/BoardAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto/16 :goto_1

    .line 75
    :cond_0
    move-object v1, p2

    check-cast v1, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v1}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0, v1}, Lio/kanbu/app/board/BoardToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getConfirmation()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    const-string v1, "always"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_1

    .line 76
    :cond_2
    if-nez v7, :cond_3

    new-instance v1, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v3}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {p1}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lio/kanbu/app/board/BoardState;

    move-object v5, p2

    check-cast v5, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-static {v4, v5}, Lio/kanbu/app/board/BoardToolProviderKt;->describe(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction$Tool;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v1, v3, v4}, Lio/kanbu/app/board/BoardAction$NeedsConfirmation;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_1

    .line 78
    :cond_3
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    move-object v2, p2

    check-cast v2, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v2}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v7, v2, v3}, Lio/kanbu/app/core/ConfirmationDesk;->redeem(Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lio/kanbu/app/core/Ticket;

    move-result-object v8

    .line 80
    if-nez v8, :cond_4

    new-instance v1, Lio/kanbu/app/board/BoardAction$Rejected;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v3}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v4, "INVALID_REQUEST"

    const-string v5, "The resume token is not valid for this call"

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/board/BoardAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_1

    .line 82
    :cond_4
    invoke-virtual {v8}, Lio/kanbu/app/core/Ticket;->getApproved()Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_1

    .line 83
    :cond_5
    new-instance v1, Lio/kanbu/app/board/BoardAction$Rejected;

    move-object v3, p2

    check-cast v3, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v3}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {v3}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v4, "USER_CANCELLED"

    const-string v5, "The user declined this action"

    invoke-direct {v1, v3, v4, v5}, Lio/kanbu/app/board/BoardAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_1

    .line 88
    :cond_6
    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 89
    :goto_1
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method private final getBook()Lio/kanbu/app/board/BoardBook;
    .registers 3

    .line 42
    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider;->book$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/BoardBook;

    return-object v0
.end method

.method private final getJournal()Lio/kanbu/app/core/RequestJournal;
    .registers 3

    .line 43
    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider;->journal$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/RequestJournal;

    return-object v0
.end method

.method private final getLinks()Lio/kanbu/app/core/LinkedApps;
    .registers 3

    .line 45
    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider;->links$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/LinkedApps;

    return-object v0
.end method

.method private final getPrefs()Landroid/content/SharedPreferences;
    .registers 3

    .line 41
    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider;->prefs$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/SharedPreferences;

    return-object v0
.end method

.method private final getStore()Lio/kanbu/app/core/Store;
    .registers 3

    .line 91
    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider;->store$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/core/Store;

    return-object v0
.end method

.method public static final identify$lambda$0(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/core/Store;Lio/kanbu/app/board/BoardAction;Lkotlin/jvm/functions/Function1;)Lkotlin/Unit;
    .registers 11

    const-string v1, "store"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "next"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    instance-of v0, p2, Lio/kanbu/app/board/BoardAction$Tool;

    if-eqz v0, :cond_2

    .line 56
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    move-object v1, p2

    check-cast v1, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v1}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x0

    new-array v0, v0, [Ljava/lang/String;

    :cond_0
    move-object v5, v0

    .line 57
    array-length v0, v5

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 58
    new-instance v1, Lio/kanbu/app/board/BoardAction$Rejected;

    move-object v2, p2

    check-cast v2, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v2}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    const-string v3, "PERMISSION_DENIED"

    const-string v4, "Apps that share a user id must be linked again"

    invoke-direct {v1, v2, v3, v4}, Lio/kanbu/app/board/BoardAction$Rejected;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_0

    .line 61
    :cond_1
    const/4 v1, 0x0

    aget-object v6, v5, v1

    .line 62
    new-instance v1, Lio/kanbu/app/board/BoardAction$Identified;

    move-object v2, p2

    check-cast v2, Lio/kanbu/app/board/BoardAction$Tool;

    invoke-interface {v2}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-static {v6}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v1, v2, v6}, Lio/kanbu/app/board/BoardAction$Identified;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {p1, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 63
    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 65
    :cond_2
    invoke-interface {p3, p2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    .line 66
    :goto_0
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method

.method public static final journal_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Lio/kanbu/app/core/RequestJournal;
    .registers 5

    .line 43
    new-instance v0, Lio/kanbu/app/core/RequestJournal;

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v3, "<get-prefs>(...)"

    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lio/kanbu/app/core/RequestJournal;-><init>(Landroid/content/SharedPreferences;Ljava/lang/String;)V

    return-object v0
.end method

.method public static final links_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Lio/kanbu/app/core/LinkedApps;
    .registers 4

    .line 45
    new-instance v0, Lio/kanbu/app/core/LinkedApps;

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getPrefs()Landroid/content/SharedPreferences;

    move-result-object v1

    const-string v2, "<get-prefs>(...)"

    invoke-static {v1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v1}, Lio/kanbu/app/core/LinkedApps;-><init>(Landroid/content/SharedPreferences;)V

    return-object v0
.end method

.method private final markFailed(Lio/kanbu/app/board/BoardEffect$Persist;)V
    .registers 15

    .line 180
    move-object v10, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v10

    check-cast v0, Lio/kanbu/app/board/BoardToolProvider;

    move-object v11, v0

    const/4 v12, 0x0

    .line 181
    invoke-direct {v11}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-direct {v11}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v2

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getOperationId()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v4

    invoke-virtual {v4}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v4

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v5

    invoke-virtual {v5}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v5

    const-string v6, "failed"

    const/4 v7, 0x0

    const/16 v8, 0x10

    const/4 v9, 0x0

    invoke-static/range {v2 .. v9}, Lio/kanbu/app/board/BoardBook;->operationRecord$default(Lio/kanbu/app/board/BoardBook;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    invoke-static {v2}, Lkotlin/collections/MapsKt;->mapOf(Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    const/4 v1, 0x0

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/board/BoardBook;->commit(Ljava/util/Collection;Ljava/util/Map;)V

    .line 182
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    .line 180
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v12

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v12}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    .line 183
    :goto_0
    return-void
.end method

.method public static final mutationExecutor_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Lio/kanbu/app/core/JournalExecutor;
    .registers 3

    .line 44
    new-instance v0, Lio/kanbu/app/core/JournalExecutor;

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getJournal()Lio/kanbu/app/core/RequestJournal;

    move-result-object v1

    invoke-direct {v0, v1}, Lio/kanbu/app/core/JournalExecutor;-><init>(Lio/kanbu/app/core/RequestJournal;)V

    return-object v0
.end method

.method private final owned(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9

    .line 238
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    invoke-virtual {v0, p2}, Lio/kanbu/app/board/BoardBook;->operation(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_2

    move-object v3, v0

    move-object v4, v3

    const/4 v5, 0x0

    .line 239
    const-string v1, "uid"

    const/4 v2, -0x1

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v0

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v1

    if-ne v0, v1, :cond_0

    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 238
    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v3

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    .line 240
    :goto_1
    return-object v0
.end method

.method private final park(Lio/kanbu/app/board/BoardEffect$AskUser;)Lio/kanbu/app/board/BoardAction;
    .registers 13

    .line 198
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v6, v0

    .line 199
    sget-object v0, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lio/kanbu/app/core/Tokens;->random$default(Lio/kanbu/app/core/Tokens;IILjava/lang/Object;)Ljava/lang/String;

    move-result-object v7

    .line 200
    sget-object v0, Lio/kanbu/app/core/Tokens;->INSTANCE:Lio/kanbu/app/core/Tokens;

    const/16 v1, 0x10

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v8

    .line 201
    sget-object v0, Lio/kanbu/app/core/ConfirmationDesk;->INSTANCE:Lio/kanbu/app/core/ConfirmationDesk;

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$AskUser;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v3

    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getProviderId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$AskUser;->getSummary()Ljava/lang/String;

    move-result-object v5

    move-object v1, v7

    move-object v2, v8

    invoke-virtual/range {v0 .. v5}, Lio/kanbu/app/core/ConfirmationDesk;->park(Ljava/lang/String;Ljava/lang/String;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    .line 202
    new-instance v0, Landroid/content/Intent;

    const-class v3, Lio/kanbu/app/ui/BoardConfirmActivity;

    invoke-direct {v0, v6, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "io.kanbu.app.extra.BOARD_TICKET"

    invoke-virtual {v0, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v9

    .line 203
    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$AskUser;->getAsk()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v6, v1, v9, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 205
    new-instance v0, Lio/kanbu/app/board/BoardAction$Parked;

    invoke-virtual {p1}, Lio/kanbu/app/board/BoardEffect$AskUser;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-direct {v0, v2, v10, v7}, Lio/kanbu/app/board/BoardAction$Parked;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lio/kanbu/app/board/BoardAction;

    return-object v0
.end method

.method public static final prefs_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Landroid/content/SharedPreferences;
    .registers 4

    .line 41
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    const-string v1, "board"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v0

    return-object v0
.end method

.method private final run(Lio/kanbu/app/board/BoardEffect;)Lio/kanbu/app/board/BoardAction;
    .registers 18

    .line 153
    move-object/from16 v12, p1

    .line 154
    instance-of v0, v12, Lio/kanbu/app/board/BoardEffect$Persist;

    if-eqz v0, :cond_2

    move-object/from16 v13, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object v0, v13

    check-cast v0, Lio/kanbu/app/board/BoardToolProvider;

    move-object v14, v0

    .line 257
    const/4 v15, 0x0

    .line 154
    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-direct {v14, v1}, Lio/kanbu/app/board/BoardToolProvider;->commit(Lio/kanbu/app/board/BoardEffect$Persist;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v15

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v15}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v14

    :goto_0
    move-object v13, v14

    invoke-static {v13}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_0

    move-object v0, v13

    check-cast v0, Lkotlin/Unit;

    move-object v14, v0

    const/4 v15, 0x0

    .line 155
    new-instance v0, Lio/kanbu/app/board/BoardAction$Committed;

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardEffect$Persist;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lio/kanbu/app/board/BoardAction$Committed;-><init>(Ljava/lang/String;Lio/kanbu/app/core/Outcome;)V

    check-cast v0, Lio/kanbu/app/board/BoardAction;

    .line 154
    goto/16 :goto_1

    :cond_0
    move-object v14, v0

    const/4 v15, 0x0

    .line 157
    move-object/from16 v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardEffect$Persist;->getOperationId()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardEffect$Persist;

    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lio/kanbu/app/board/BoardToolProvider;->markFailed(Lio/kanbu/app/board/BoardEffect$Persist;)V

    .line 158
    :cond_1
    new-instance v0, Lio/kanbu/app/board/BoardAction$Failed;

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardEffect$Persist;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v2

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardEffect$Persist;->getBefore()Ljava/util/Map;

    move-result-object v4

    invoke-direct {v0, v2, v14, v4}, Lio/kanbu/app/board/BoardAction$Failed;-><init>(Ljava/lang/String;Ljava/lang/Throwable;Ljava/util/Map;)V

    check-cast v0, Lio/kanbu/app/board/BoardAction;

    .line 154
    goto/16 :goto_1

    .line 161
    :cond_2
    instance-of v0, v12, Lio/kanbu/app/board/BoardEffect$AskUser;

    if-eqz v0, :cond_3

    move-object/from16 v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardEffect$AskUser;

    move-object/from16 v0, p0

    invoke-direct {v0, v1}, Lio/kanbu/app/board/BoardToolProvider;->park(Lio/kanbu/app/board/BoardEffect$AskUser;)Lio/kanbu/app/board/BoardAction;

    move-result-object v0

    goto/16 :goto_1

    .line 162
    :cond_3
    instance-of v0, v12, Lio/kanbu/app/board/BoardEffect$StartBulk;

    if-eqz v0, :cond_4

    .line 163
    move-object/from16 v0, p0

    invoke-direct {v0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v0

    .line 164
    const/4 v2, 0x2

    new-array v13, v2, [Lkotlin/Pair;

    move-object/from16 v4, p0

    invoke-direct {v4}, Lio/kanbu/app/board/BoardToolProvider;->getJournal()Lio/kanbu/app/core/RequestJournal;

    move-result-object v4

    move-object/from16 v5, p1

    check-cast v5, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v5}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v5

    new-instance v6, Lio/kanbu/app/core/Outcome$Accepted;

    move-object/from16 v8, p1

    check-cast v8, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v8}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getOperationId()Ljava/lang/String;

    move-result-object v8

    const-wide/16 v9, 0x3e8

    invoke-direct {v6, v8, v9, v10}, Lio/kanbu/app/core/Outcome$Accepted;-><init>(Ljava/lang/String;J)V

    check-cast v6, Lio/kanbu/app/core/Outcome;

    invoke-virtual {v4, v5, v6}, Lio/kanbu/app/core/RequestJournal;->entry(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x0

    aput-object v4, v13, v3

    .line 165
    move-object/from16 v4, p0

    invoke-direct {v4}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v4

    move-object/from16 v5, p1

    check-cast v5, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v5}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getOperationId()Ljava/lang/String;

    move-result-object v5

    move-object/from16 v6, p1

    check-cast v6, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v6}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v6

    invoke-virtual {v6}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v6

    move-object/from16 v7, p1

    check-cast v7, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v7}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v7

    invoke-virtual {v7}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v7

    const-string v8, "queued"

    const/4 v9, 0x0

    const/16 v10, 0x10

    const/4 v11, 0x0

    invoke-static/range {v4 .. v11}, Lio/kanbu/app/board/BoardBook;->operationRecord$default(Lio/kanbu/app/board/BoardBook;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lkotlin/Pair;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v13, v3

    .line 163
    invoke-static {v13}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    const/4 v1, 0x0

    invoke-virtual {v0, v1, v2}, Lio/kanbu/app/board/BoardBook;->commit(Ljava/util/Collection;Ljava/util/Map;)V

    .line 167
    move-object/from16 v0, p0

    iget-object v0, v0, Lio/kanbu/app/board/BoardToolProvider;->worker:Ljava/util/concurrent/ExecutorService;

    move-object/from16 v1, p0

    move-object/from16 v2, p1

    new-instance v3, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;

    invoke-direct {v3, v1, v2}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda10;-><init>(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect;)V

    move-object v1, v3

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 168
    new-instance v0, Lio/kanbu/app/board/BoardAction$BulkStarted;

    move-object/from16 v2, p1

    check-cast v2, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v2

    move-object/from16 v3, p1

    check-cast v3, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v3}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getOperationId()Ljava/lang/String;

    move-result-object v3

    move-object/from16 v4, p1

    check-cast v4, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-virtual {v4}, Lio/kanbu/app/board/BoardEffect$StartBulk;->getColumn()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v0, v2, v3, v4}, Lio/kanbu/app/board/BoardAction$BulkStarted;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lio/kanbu/app/board/BoardAction;

    goto :goto_1

    .line 153
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 170
    :goto_1
    return-object v0
.end method

.method public static final run$lambda$3(Lio/kanbu/app/board/BoardToolProvider;Lio/kanbu/app/board/BoardEffect;)V
    .registers 3

    .line 167
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardEffect$StartBulk;

    invoke-direct {p0, v0}, Lio/kanbu/app/board/BoardToolProvider;->bulk(Lio/kanbu/app/board/BoardEffect$StartBulk;)V

    return-void
.end method

.method private final settle()V
    .registers 7

    .line 145
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/BoardState;

    invoke-static {v0}, Lio/kanbu/app/board/BoardModelKt;->getPending(Lio/kanbu/app/board/BoardState;)Ljava/util/List;

    move-result-object v3

    .line 146
    :goto_0
    move-object v0, v3

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_1

    :cond_0
    const/4 v0, 0x0

    :goto_1
    if-eqz v0, :cond_2

    .line 147
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardAction$EffectsTaken;

    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v2

    invoke-direct {v1, v2}, Lio/kanbu/app/board/BoardAction$EffectsTaken;-><init>(I)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 148
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_2
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Lio/kanbu/app/board/BoardEffect;

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-direct {p0, v5}, Lio/kanbu/app/board/BoardToolProvider;->run(Lio/kanbu/app/board/BoardEffect;)Lio/kanbu/app/board/BoardAction;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    goto :goto_2

    .line 149
    :cond_1
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/BoardState;

    invoke-static {v0}, Lio/kanbu/app/board/BoardModelKt;->getPending(Lio/kanbu/app/board/BoardState;)Ljava/util/List;

    move-result-object v3

    goto :goto_0

    .line 151
    :cond_2
    return-void
.end method

.method public static final store_delegate$lambda$0(Lio/kanbu/app/board/BoardToolProvider;)Lio/kanbu/app/core/Store;
    .registers 8

    .line 92
    new-instance v0, Lio/kanbu/app/core/Store;

    sget-object v1, Lio/kanbu/app/board/BoardState;->Companion:Lio/kanbu/app/board/BoardState$Companion;

    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getBook()Lio/kanbu/app/board/BoardBook;

    move-result-object v2

    invoke-virtual {v2}, Lio/kanbu/app/board/BoardBook;->load()Ljava/util/Map;

    move-result-object v2

    invoke-virtual {v1, v2}, Lio/kanbu/app/board/BoardState$Companion;->of(Ljava/util/Map;)Lio/kanbu/app/board/BoardState;

    move-result-object v1

    sget-object v2, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;->INSTANCE:Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda13;

    .line 93
    const/4 v3, 0x3

    new-array v6, v3, [Lkotlin/jvm/functions/Function3;

    iget-object v5, p0, Lio/kanbu/app/board/BoardToolProvider;->deadlineGuard:Lkotlin/jvm/functions/Function3;

    const/4 v4, 0x0

    aput-object v5, v6, v4

    iget-object v5, p0, Lio/kanbu/app/board/BoardToolProvider;->identify:Lkotlin/jvm/functions/Function3;

    const/4 v4, 0x1

    aput-object v5, v6, v4

    iget-object v5, p0, Lio/kanbu/app/board/BoardToolProvider;->gate:Lkotlin/jvm/functions/Function3;

    const/4 v4, 0x2

    aput-object v5, v6, v4

    invoke-static {v6}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    .line 92
    invoke-direct {v0, v1, v2, v3}, Lio/kanbu/app/core/Store;-><init>(Ljava/lang/Object;Lkotlin/jvm/functions/Function2;Ljava/util/List;)V

    .line 93
    return-object v0
.end method

.method public static final store_delegate$lambda$0$0(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction;)Lio/kanbu/app/board/BoardState;
    .registers 4

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 92
    invoke-static {p0, p1}, Lio/kanbu/app/board/BoardReducerKt;->reduceBoard(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction;)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method

.method private final through(Lio/kanbu/app/board/BoardAction$Tool;)Landroid/os/Bundle;
    .registers 8

    .line 135
    invoke-interface {p1}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v4

    .line 136
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0, p1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 137
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->settle()V

    .line 138
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/BoardState;

    invoke-static {v0, v4}, Lio/kanbu/app/board/BoardModelKt;->outcome(Lio/kanbu/app/board/BoardState;Ljava/lang/String;)Lio/kanbu/app/core/Outcome;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v0, Lio/kanbu/app/core/Outcome$Failed;

    const-string v2, "INTERNAL_ERROR"

    const-string v3, "The tool produced no result"

    invoke-direct {v0, v2, v3}, Lio/kanbu/app/core/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lio/kanbu/app/core/Outcome;

    :cond_0
    move-object v5, v0

    .line 139
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardAction$Delivered;

    invoke-direct {v1, v4}, Lio/kanbu/app/board/BoardAction$Delivered;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->dispatch(Ljava/lang/Object;)V

    .line 140
    invoke-virtual {v5, v4}, Lio/kanbu/app/core/Outcome;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public authorize(Lcom/clawseed/sdk/provider/CetpRequest;)Lcom/clawseed/sdk/provider/CetpAccessDecision;
    .registers 28

    move-object/from16 v0, p1

    const-string v1, "request"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 97
    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v1

    move-object/from16 v0, p0

    invoke-virtual {v0, v1}, Lio/kanbu/app/board/BoardToolProvider;->tool(Ljava/lang/String;)Lcom/clawseed/sdk/provider/ToolDescriptor;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "TOOL_NOT_FOUND"

    const-string v3, "No such tool"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    :cond_0
    move-object v12, v0

    .line 98
    move-object/from16 v0, p0

    invoke-direct {v0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    invoke-virtual {v0}, Lio/kanbu/app/core/Store;->getState()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lio/kanbu/app/board/BoardState;

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardState;->getCallers()Ljava/util/Map;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_1

    .line 99
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "The calling app is unknown"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 98
    :cond_1
    move-object v13, v0

    .line 100
    move-object/from16 v0, p0

    invoke-direct {v0}, Lio/kanbu/app/board/BoardToolProvider;->getLinks()Lio/kanbu/app/core/LinkedApps;

    move-result-object v0

    invoke-virtual {v0, v13}, Lio/kanbu/app/core/LinkedApps;->grant(Ljava/lang/String;)Lio/kanbu/app/core/Grant;

    move-result-object v0

    if-nez v0, :cond_2

    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "This app is not linked to Kanbu"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    :cond_2
    move-object v14, v0

    .line 101
    move-object/from16 v16, p0

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v16

    check-cast v0, Lio/kanbu/app/board/BoardToolProvider;

    move-object/from16 v17, v0

    .line 257
    const/16 v18, 0x0

    .line 101
    invoke-virtual {v14}, Lio/kanbu/app/core/Grant;->getCertSha256()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lio/kanbu/app/core/TokensKt;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v17
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v18

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    move-object/from16 v0, v18

    invoke-static {v0}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v17

    :goto_0
    move-object/from16 v16, v17

    move-object/from16 v0, v16

    invoke-static {v0}, Lkotlin/Result;->isFailure-impl(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v0, 0x0

    goto :goto_1

    :cond_3
    move-object/from16 v0, v16

    :goto_1
    check-cast v0, [B

    move-object v15, v0

    .line 102
    if-eqz v15, :cond_4

    move-object/from16 v0, p0

    invoke-virtual {v0}, Lio/kanbu/app/board/BoardToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    move-object/from16 v1, p1

    invoke-virtual {v1}, Lcom/clawseed/sdk/provider/CetpRequest;->getCallerUid()I

    move-result v1

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v15, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-nez v0, :cond_5

    .line 103
    :cond_4
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    const-string v2, "PERMISSION_DENIED"

    const-string v3, "The calling app\'s signature does not match its link"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    return-object v0

    .line 105
    :cond_5
    invoke-virtual {v12}, Lcom/clawseed/sdk/provider/ToolDescriptor;->getScopes()Ljava/util/List;

    move-result-object v17

    check-cast v17, Ljava/lang/Iterable;

    const/16 v18, 0x0

    .line 258
    move-object/from16 v19, v17

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    check-cast v0, Ljava/util/Collection;

    move-object/from16 v20, v0

    const/16 v21, 0x0

    .line 259
    move-object/from16 v0, v19

    invoke-interface {v0}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v22

    :cond_6
    :goto_2
    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_7

    move-object/from16 v0, v22

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v23

    move-object/from16 v0, v23

    check-cast v0, Ljava/lang/String;

    move-object/from16 v24, v0

    const/16 v25, 0x0

    .line 105
    invoke-virtual {v14}, Lio/kanbu/app/core/Grant;->getScopes()Ljava/util/Set;

    move-result-object v0

    move-object/from16 v1, v24

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    .line 259
    if-nez v0, :cond_6

    move-object/from16 v0, v20

    move-object/from16 v1, v23

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_2

    .line 260
    :cond_7
    move-object/from16 v0, v20

    check-cast v0, Ljava/util/List;

    .line 105
    move-object/from16 v16, v0

    .line 106
    move-object/from16 v0, v16

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_8

    sget-object v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;->INSTANCE:Lcom/clawseed/sdk/provider/CetpAccessDecision$Allow;

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    goto :goto_3

    .line 107
    :cond_8
    new-instance v0, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;

    move-object/from16 v3, v16

    check-cast v3, Ljava/lang/Iterable;

    const-string v4, ", "

    check-cast v4, Ljava/lang/CharSequence;

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    const/4 v9, 0x0

    const/16 v10, 0x3e

    const/4 v11, 0x0

    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Not granted: "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const-string v2, "PERMISSION_DENIED"

    invoke-direct {v0, v2, v3}, Lcom/clawseed/sdk/provider/CetpAccessDecision$Deny;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    check-cast v0, Lcom/clawseed/sdk/provider/CetpAccessDecision;

    .line 106
    :goto_3
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    const-string v1, "method"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 111
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v7

    .line 112
    move-object/from16 v0, p3

    if-nez p3, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    :cond_0
    move-object v8, v0

    .line 113
    const-string v1, "execute_tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    invoke-virtual {p0, v7, p1, v8}, Lio/kanbu/app/board/BoardToolProvider;->dispatchCall(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 114
    :cond_1
    invoke-virtual {p0, v7, p1, v8}, Lio/kanbu/app/board/BoardToolProvider;->open(ILjava/lang/String;Landroid/os/Bundle;)Lcom/clawseed/sdk/provider/Envelope;

    move-result-object v10

    .line 115
    instance-of v0, v10, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    if-eqz v0, :cond_2

    move-object v0, v10

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope$Rejected;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/Envelope$Rejected;->getResponse()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 116
    :cond_2
    instance-of v0, v10, Lcom/clawseed/sdk/provider/Envelope$Opened;

    if-eqz v0, :cond_3

    move-object v0, v10

    check-cast v0, Lcom/clawseed/sdk/provider/Envelope$Opened;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/Envelope$Opened;->getRequest()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    goto :goto_0

    .line 114
    :cond_3
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_0
    move-object v9, v0

    .line 118
    invoke-direct {p0, v9}, Lio/kanbu/app/board/BoardToolProvider;->execute-IoAF18A(Lcom/clawseed/sdk/provider/CetpRequest;)Ljava/lang/Object;

    move-result-object v10

    invoke-static {v10}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_4

    move-object v0, v10

    goto :goto_1

    :cond_4
    move-object v11, v0

    const/4 v12, 0x0

    .line 119
    const-string v0, "KanbuBoard"

    const-string v1, "execute_tool failed"

    invoke-static {v0, v1, v11}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 120
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {v9}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The board could not run this tool"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    .line 118
    :goto_1
    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method protected cancelOperation(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 222
    invoke-direct {p0}, Lio/kanbu/app/board/BoardToolProvider;->getStore()Lio/kanbu/app/core/Store;

    move-result-object v0

    new-instance v1, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;

    invoke-direct {v1, p0, p1, p2}, Lio/kanbu/app/board/BoardToolProvider$$ExternalSyntheticLambda12;-><init>(Lio/kanbu/app/board/BoardToolProvider;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Store;->atomically(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 234
    return-object v0
.end method

.method public getMutationExecutor()Lcom/clawseed/sdk/provider/CetpMutationExecutor;
    .registers 3

    .line 44
    iget-object v1, p0, Lio/kanbu/app/board/BoardToolProvider;->mutationExecutor$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/clawseed/sdk/provider/CetpMutationExecutor;

    return-object v0
.end method

.method protected getOperation(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 15

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 209
    invoke-direct {p0, p1, p2}, Lio/kanbu/app/board/BoardToolProvider;->owned(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    if-nez v0, :cond_0

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_REQUEST"

    const-string v2, "Unknown operation"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v8, v0

    .line 210
    const-string v1, "state"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 211
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "operation_id"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "state"

    invoke-virtual {v0, v1, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 212
    move-object v11, v9

    if-eqz v11, :cond_3

    invoke-virtual {v11}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "cancelled"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto :goto_0

    :sswitch_1
    const-string v1, "failed"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_2
    const-string v1, "succeeded"

    invoke-virtual {v11, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 213
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "kind"

    const-string v4, "inline"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONObject;

    const-string v7, "result"

    invoke-virtual {v8, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-direct {v4, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v3, "value"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    .line 214
    :cond_1
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "error_code"

    const-string v4, "INTERNAL_ERROR"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 215
    const-string v3, "error_message"

    const-string v4, "The column could not be completed"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "retryable"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    .line 214
    const-string v1, "error"

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    goto :goto_1

    .line 216
    :cond_2
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    goto :goto_1

    .line 217
    :cond_3
    :goto_0
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v10, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 219
    :goto_1
    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v2, v10

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/clawseed/sdk/provider/Cetp;->data$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x4c696bc3 -> :sswitch_1
        0x1c682951 -> :sswitch_0
        0x385ec261 -> :sswitch_2
    .end sparse-switch
.end method

.method public getOptionalCapabilities()Ljava/util/Set;
    .registers 2

    .line 39
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->optionalCapabilities:Ljava/util/Set;

    return-object v0
.end method

.method public getProviderDescription()Ljava/lang/String;
    .registers 2

    .line 35
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->providerDescription:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderId()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public getProviderName()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->providerName:Ljava/lang/String;

    return-object v0
.end method

.method public getRevision()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->revision:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2

    .line 36
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTools()Ljava/util/List;
    .registers 2

    .line 37
    iget-object v0, p0, Lio/kanbu/app/board/BoardToolProvider;->tools:Ljava/util/List;

    return-object v0
.end method
