.class public final Lcom/brightfold/pantry/cetp/ToolHost;
.super Ljava/lang/Object;
.source "ToolHost.java"


# static fields
.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final METHODS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final OFFERED:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final admit:Ljava/util/function/BiPredicate;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/BiPredicate<",
            "Lcom/brightfold/pantry/cetp/Caller;",
            "Lcom/brightfold/pantry/cetp/Tool;",
            ">;"
        }
    .end annotation
.end field

.field private final confirmations:Lcom/brightfold/pantry/cetp/Confirmations;

.field private final description:Ljava/lang/String;

.field private final executor:Ljava/util/concurrent/Executor;

.field private final failure:Ljava/util/function/BiFunction;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/BiFunction<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Ljava/lang/Throwable;",
            "Landroid/os/Bundle;",
            ">;"
        }
    .end annotation
.end field

.field private final ledger:Lcom/brightfold/pantry/data/PantryDb;

.field private final providerId:Ljava/lang/String;

.field private final providerName:Ljava/lang/String;

.field private final scopes:Lorg/json/JSONArray;

.field private final sessions:Lcom/brightfold/pantry/cetp/Sessions;

.field private final tools:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/brightfold/pantry/cetp/Tool;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 27
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x6

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "negotiate"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "get_provider_info"

    aput-object v3, v1, v2

    const/4 v2, 0x2

    const-string v3, "list_tools"

    aput-object v3, v1, v2

    const/4 v2, 0x3

    const-string v3, "execute_tool"

    aput-object v3, v1, v2

    const/4 v2, 0x4

    const-string v3, "get_operation"

    aput-object v3, v1, v2

    const/4 v2, 0x5

    const-string v3, "cancel_operation"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/brightfold/pantry/cetp/ToolHost;->METHODS:Ljava/util/Set;

    .line 29
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "large_results"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/brightfold/pantry/cetp/ToolHost;->OFFERED:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONArray;Ljava/util/List;Lcom/brightfold/pantry/cetp/Confirmations;Ljava/util/function/BiPredicate;Ljava/util/function/BiFunction;Lcom/brightfold/pantry/data/PantryDb;Ljava/util/concurrent/Executor;)V
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Lorg/json/JSONArray;",
            "Ljava/util/List<",
            "Lcom/brightfold/pantry/cetp/Tool;",
            ">;",
            "Lcom/brightfold/pantry/cetp/Confirmations;",
            "Ljava/util/function/BiPredicate<",
            "Lcom/brightfold/pantry/cetp/Caller;",
            "Lcom/brightfold/pantry/cetp/Tool;",
            ">;",
            "Ljava/util/function/BiFunction<",
            "Lcom/brightfold/pantry/cetp/Call;",
            "Ljava/lang/Throwable;",
            "Landroid/os/Bundle;",
            ">;",
            "Lcom/brightfold/pantry/data/PantryDb;",
            "Ljava/util/concurrent/Executor;",
            ")V"
        }
    .end annotation

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 46
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerId:Ljava/lang/String;

    .line 47
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerName:Ljava/lang/String;

    .line 48
    iput-object p3, p0, Lcom/brightfold/pantry/cetp/ToolHost;->description:Ljava/lang/String;

    .line 49
    iput-object p4, p0, Lcom/brightfold/pantry/cetp/ToolHost;->scopes:Lorg/json/JSONArray;

    .line 50
    invoke-interface {p5}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda0;-><init>()V

    invoke-static {}, Ljava/util/function/Function;->identity()Ljava/util/function/Function;

    move-result-object v2

    invoke-static {v1, v2}, Ljava/util/stream/Collectors;->toMap(Ljava/util/function/Function;Ljava/util/function/Function;)Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->tools:Ljava/util/Map;

    .line 51
    new-instance v0, Lcom/brightfold/pantry/cetp/Sessions;

    invoke-direct {v0}, Lcom/brightfold/pantry/cetp/Sessions;-><init>()V

    iput-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->sessions:Lcom/brightfold/pantry/cetp/Sessions;

    .line 52
    iput-object p6, p0, Lcom/brightfold/pantry/cetp/ToolHost;->confirmations:Lcom/brightfold/pantry/cetp/Confirmations;

    .line 53
    iput-object p7, p0, Lcom/brightfold/pantry/cetp/ToolHost;->admit:Ljava/util/function/BiPredicate;

    .line 54
    iput-object p8, p0, Lcom/brightfold/pantry/cetp/ToolHost;->failure:Ljava/util/function/BiFunction;

    .line 55
    iput-object p9, p0, Lcom/brightfold/pantry/cetp/ToolHost;->ledger:Lcom/brightfold/pantry/data/PantryDb;

    .line 56
    iput-object p10, p0, Lcom/brightfold/pantry/cetp/ToolHost;->executor:Ljava/util/concurrent/Executor;

    .line 57
    return-void
.end method

.method private execute(Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;Lcom/brightfold/pantry/cetp/Sessions$Session;)Landroid/os/Bundle;
    .registers 15

    .line 153
    const-string v1, "request_id"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 154
    invoke-static {p1, p2}, Lcom/brightfold/pantry/cetp/Call;->from(Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Ljava/util/Optional;

    move-result-object v6

    .line 155
    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda7;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda7;-><init>()V

    invoke-virtual {v6, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/ToolHost;->tools:Ljava/util/Map;

    .line 156
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda8;

    invoke-direct {v2, v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda8;-><init>(Ljava/util/Map;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda9;

    invoke-direct {v1, p3}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda9;-><init>(Lcom/brightfold/pantry/cetp/Sessions$Session;)V

    .line 157
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v7

    .line 158
    invoke-virtual {v7}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_0

    .line 159
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "no such tool"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 161
    :cond_0
    invoke-virtual {v6}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightfold/pantry/cetp/Call;

    move-object v8, v0

    .line 162
    invoke-virtual {v7}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightfold/pantry/cetp/Tool;

    move-object v9, v0

    .line 163
    invoke-virtual {v8}, Lcom/brightfold/pantry/cetp/Call;->args()Lorg/json/JSONObject;

    move-result-object v0

    if-eqz v0, :cond_1

    invoke-virtual {v8}, Lcom/brightfold/pantry/cetp/Call;->argsText()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_2

    .line 164
    :cond_1
    const-string v1, "INVALID_ARGS"

    const-string v2, "args must be a JSON object within the request limit"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 166
    :cond_2
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->admit:Ljava/util/function/BiPredicate;

    invoke-interface {v0, p2, v9}, Ljava/util/function/BiPredicate;->test(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 167
    invoke-virtual {v9}, Lcom/brightfold/pantry/cetp/Tool;->scope()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "no grant for scope "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "PERMISSION_DENIED"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 169
    :cond_3
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    invoke-virtual {v8, v1, v2}, Lcom/brightfold/pantry/cetp/Call;->expired(J)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 170
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "deadline_at_ms has passed"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 172
    :cond_4
    invoke-virtual {v9}, Lcom/brightfold/pantry/cetp/Tool;->mutating()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 173
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->ledger:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {p2}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v1

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerId:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v5}, Lcom/brightfold/pantry/data/PantryDb;->recorded(ILjava/lang/String;Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda10;

    invoke-direct {v1, v9, v8, v5}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda10;-><init>(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Call;Ljava/lang/String;)V

    .line 174
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v10

    .line 177
    invoke-virtual {v10}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 178
    invoke-virtual {v10}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0

    .line 181
    :cond_5
    invoke-virtual {v9}, Lcom/brightfold/pantry/cetp/Tool;->confirmWhen()Ljava/util/function/Predicate;

    move-result-object v0

    invoke-interface {v0, v8}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    .line 182
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->confirmations:Lcom/brightfold/pantry/cetp/Confirmations;

    invoke-virtual {v0, v8, v9}, Lcom/brightfold/pantry/cetp/Confirmations;->require(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)Ljava/util/Optional;

    move-result-object v10

    .line 183
    invoke-virtual {v10}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_6

    .line 184
    invoke-virtual {v10}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0

    .line 187
    :cond_6
    new-instance v0, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;

    invoke-direct {v0, v9, v8}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda11;-><init>(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Call;)V

    iget-object v1, p0, Lcom/brightfold/pantry/cetp/ToolHost;->executor:Ljava/util/concurrent/Executor;

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;

    invoke-direct {v1, p0, v8, v9}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda12;-><init>(Lcom/brightfold/pantry/cetp/ToolHost;Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;)V

    .line 188
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;

    invoke-direct {v1, p0, v8}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda13;-><init>(Lcom/brightfold/pantry/cetp/ToolHost;Lcom/brightfold/pantry/cetp/Call;)V

    .line 189
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->handle(Ljava/util/function/BiFunction;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    .line 190
    invoke-virtual {v0}, Ljava/util/concurrent/CompletableFuture;->join()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 187
    return-object v0
.end method

.method static synthetic lambda$execute$3(Lcom/brightfold/pantry/cetp/Sessions$Session;Lcom/brightfold/pantry/cetp/Tool;)Z
    .registers 4

    .line 157
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Tool;->fileResult()Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "large_results"

    invoke-virtual {p0, v1}, Lcom/brightfold/pantry/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$execute$4(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Call;Ljava/lang/String;Lcom/brightfold/pantry/data/PantryDb$Entry;)Landroid/os/Bundle;
    .registers 8

    .line 174
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->argsText()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p3, v1, v2}, Lcom/brightfold/pantry/data/PantryDb$Entry;->sameCall(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 175
    invoke-virtual {p3}, Lcom/brightfold/pantry/data/PantryDb$Entry;->value()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p2, v1}, Lcom/brightfold/pantry/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 176
    :cond_0
    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id was used for another call"

    const/4 v3, 0x0

    invoke-static {p2, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    .line 174
    :goto_0
    return-object v0
.end method

.method static synthetic lambda$execute$5(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Call;)Lcom/brightfold/pantry/cetp/Outcome;
    .registers 3

    .line 187
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Tool;->handler()Ljava/util/function/Function;

    move-result-object v0

    invoke-interface {v0, p1}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightfold/pantry/cetp/Outcome;

    return-object v0
.end method

.method static synthetic lambda$listTools$1(Lcom/brightfold/pantry/cetp/Sessions$Session;Lcom/brightfold/pantry/cetp/Tool;)Z
    .registers 4

    .line 141
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Tool;->fileResult()Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v1, "large_results"

    invoke-virtual {p0, v1}, Lcom/brightfold/pantry/cetp/Sessions$Session;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$listTools$2(Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Tool;)I
    .registers 4

    .line 142
    invoke-virtual {p0}, Lcom/brightfold/pantry/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method static synthetic lambda$negotiate$0(I)Z
    .registers 3

    .line 92
    const/4 v1, 0x2

    if-ne p0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private listTools(Lcom/brightfold/pantry/cetp/Sessions$Session;)Lorg/json/JSONObject;
    .registers 9

    .line 140
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->tools:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda4;

    invoke-direct {v1, p1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda4;-><init>(Lcom/brightfold/pantry/cetp/Sessions$Session;)V

    .line 141
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda5;-><init>()V

    .line 142
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->sorted(Ljava/util/Comparator;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda6;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda6;-><init>()V

    .line 143
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 144
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    move-object v5, v0

    .line 146
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerId:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "-tools-3"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "revision"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "tools"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 148
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v6}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private negotiate(Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Landroid/os/Bundle;
    .registers 11

    .line 91
    const-string v1, "consumer_versions"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v4

    .line 92
    if-eqz v4, :cond_0

    invoke-static {v4}, Ljava/util/stream/IntStream;->of([I)Ljava/util/stream/IntStream;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda1;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/IntStream;->noneMatch(Ljava/util/function/IntPredicate;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 93
    :cond_0
    const/4 v0, 0x0

    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "this provider speaks CETP v2 only"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 95
    :cond_1
    const-string v1, "consumer_capabilities"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/brightfold/pantry/cetp/ToolHost;->parseNames(Ljava/lang/String;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v0

    sget-object v1, Lcom/brightfold/pantry/cetp/ToolHost;->OFFERED:Ljava/util/Set;

    .line 96
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda2;

    invoke-direct {v2, v1}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda2;-><init>(Ljava/util/Set;)V

    move-object v1, v2

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v0

    .line 97
    invoke-static {}, Ljava/util/stream/Collectors;->toSet()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    move-object v5, v0

    .line 98
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->sessions:Lcom/brightfold/pantry/cetp/Sessions;

    invoke-virtual {p2}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v1

    invoke-virtual {v0, v1, v5}, Lcom/brightfold/pantry/cetp/Sessions;->open(ILjava/util/Set;)Lcom/brightfold/pantry/cetp/Sessions$Session;

    move-result-object v6

    .line 100
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 101
    const-string v1, "max_request_bytes"

    const/high16 v2, 0x10000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 102
    const-string v1, "max_inline_result_bytes"

    const/high16 v2, 0x40000

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 103
    const-string v1, "max_concurrent_requests"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 104
    const-string v1, "idempotency_window_seconds"

    const v2, 0x15180

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v7

    .line 105
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 106
    const-string v1, "selected_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerId:Ljava/lang/String;

    .line 107
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerName:Ljava/lang/String;

    .line 108
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 109
    invoke-virtual {v6}, Lcom/brightfold/pantry/cetp/Sessions$Session;->token()Ljava/lang/String;

    move-result-object v2

    const-string v1, "session_token"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 110
    invoke-virtual {v6}, Lcom/brightfold/pantry/cetp/Sessions$Session;->expiresAt()J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/time/Instant;->ofEpochMilli(J)Ljava/time/Instant;

    move-result-object v2

    invoke-virtual {v2}, Ljava/time/Instant;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    .line 111
    const-string v1, "capabilities"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 112
    const-string v1, "limits"

    invoke-virtual {v0, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 105
    invoke-static {v0}, Lcom/brightfold/pantry/cetp/Replies;->negotiated(Lorg/json/JSONObject;)Landroid/os/Bundle;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v7

    .line 114
    const/4 v0, 0x0

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "negotiation failed"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static parseNames(Ljava/lang/String;)Ljava/util/List;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 120
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    move-object v1, v0

    if-nez p0, :cond_0

    const-string v2, "[]"

    goto :goto_0

    :cond_0
    move-object v2, p0

    :goto_0
    invoke-direct {v1, v2}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    move-object v3, v0

    .line 121
    invoke-virtual {v3}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Ljava/util/stream/IntStream;->range(II)Ljava/util/stream/IntStream;

    move-result-object v0

    invoke-static {v3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda3;

    invoke-direct {v1, v3}, Lcom/brightfold/pantry/cetp/ToolHost$$ExternalSyntheticLambda3;-><init>(Lorg/json/JSONArray;)V

    invoke-interface {v0, v1}, Ljava/util/stream/IntStream;->mapToObj(Ljava/util/function/IntFunction;)Ljava/util/stream/Stream;

    move-result-object v0

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v3

    .line 123
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private providerInfo()Lorg/json/JSONObject;
    .registers 5

    .line 129
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerId:Ljava/lang/String;

    .line 130
    const-string v1, "provider_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerName:Ljava/lang/String;

    .line 131
    const-string v1, "provider_name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->description:Ljava/lang/String;

    .line 132
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->scopes:Lorg/json/JSONArray;

    .line 133
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 129
    return-object v0

    :catch_0
    move-exception v3

    .line 135
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method

.method private settle(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Outcome;)Landroid/os/Bundle;
    .registers 11

    .line 194
    invoke-virtual {p3}, Lcom/brightfold/pantry/cetp/Outcome;->isFile()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 195
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lcom/brightfold/pantry/cetp/Replies;->file(Ljava/lang/String;Lcom/brightfold/pantry/cetp/Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 197
    :cond_0
    invoke-virtual {p2}, Lcom/brightfold/pantry/cetp/Tool;->mutating()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 198
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->ledger:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->caller()Lcom/brightfold/pantry/cetp/Caller;

    move-result-object v1

    invoke-virtual {v1}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v1

    iget-object v2, p0, Lcom/brightfold/pantry/cetp/ToolHost;->providerId:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p2}, Lcom/brightfold/pantry/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->argsText()Ljava/lang/String;

    move-result-object v5

    .line 199
    invoke-virtual {p3}, Lcom/brightfold/pantry/cetp/Outcome;->value()Lorg/json/JSONObject;

    move-result-object v6

    .line 198
    invoke-virtual/range {v0 .. v6}, Lcom/brightfold/pantry/data/PantryDb;->record(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;)V

    .line 201
    :cond_1
    invoke-virtual {p1}, Lcom/brightfold/pantry/cetp/Call;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p3}, Lcom/brightfold/pantry/cetp/Outcome;->value()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/brightfold/pantry/cetp/Replies;->inline(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method private static unwrap(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    .registers 2

    .line 205
    instance-of v0, p0, Ljava/util/concurrent/CompletionException;

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    goto :goto_0

    :cond_0
    move-object v0, p0

    :goto_0
    return-object v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Landroid/os/Bundle;
    .registers 13

    .line 60
    if-nez p2, :cond_0

    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    goto :goto_0

    :cond_0
    move-object v0, p2

    :goto_0
    move-object v4, v0

    .line 61
    const-string v1, "request_id"

    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 62
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 63
    invoke-direct {p0, v4, p3}, Lcom/brightfold/pantry/cetp/ToolHost;->negotiate(Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 65
    :cond_1
    sget-object v0, Lcom/brightfold/pantry/cetp/ToolHost;->METHODS:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 66
    const-string v1, "METHOD_NOT_FOUND"

    const-string v2, "unknown method"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 68
    :cond_2
    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_3

    .line 69
    const-string v1, "UNSUPPORTED_VERSION"

    const-string v2, "protocol_version must be 2"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 71
    :cond_3
    if-nez v5, :cond_4

    .line 72
    const/4 v0, 0x0

    const-string v1, "INVALID_REQUEST"

    const-string v2, "request_id is required"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 74
    :cond_4
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->sessions:Lcom/brightfold/pantry/cetp/Sessions;

    const-string v2, "session_token"

    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p3}, Lcom/brightfold/pantry/cetp/Caller;->uid()I

    move-result v2

    invoke-virtual {v0, v1, v2}, Lcom/brightfold/pantry/cetp/Sessions;->admit(Ljava/lang/String;I)Ljava/util/Optional;

    move-result-object v6

    .line 75
    invoke-virtual {v6}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-nez v0, :cond_5

    .line 76
    const-string v1, "NEGOTIATION_REQUIRED"

    const-string v2, "negotiate first"

    const/4 v3, 0x1

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 78
    :cond_5
    move-object v7, p1

    const/4 v8, -0x1

    invoke-virtual {v7}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_1

    :sswitch_0
    const-string v1, "get_provider_info"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v8, 0x0

    goto :goto_1

    :sswitch_1
    const-string v1, "list_tools"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v8, 0x1

    goto :goto_1

    :sswitch_2
    const-string v1, "execute_tool"

    invoke-virtual {v7, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v8, 0x2

    :cond_6
    :goto_1
    packed-switch v8, :pswitch_data_0

    goto :goto_2

    .line 80
    :pswitch_0
    invoke-direct {p0}, Lcom/brightfold/pantry/cetp/ToolHost;->providerInfo()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/brightfold/pantry/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 82
    :pswitch_1
    invoke-virtual {v6}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/brightfold/pantry/cetp/Sessions$Session;

    invoke-direct {p0, v2}, Lcom/brightfold/pantry/cetp/ToolHost;->listTools(Lcom/brightfold/pantry/cetp/Sessions$Session;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {v5, v1}, Lcom/brightfold/pantry/cetp/Replies;->success(Ljava/lang/String;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 84
    :pswitch_2
    invoke-virtual {v6}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/brightfold/pantry/cetp/Sessions$Session;

    invoke-direct {p0, v4, p3, v3}, Lcom/brightfold/pantry/cetp/ToolHost;->execute(Landroid/os/Bundle;Lcom/brightfold/pantry/cetp/Caller;Lcom/brightfold/pantry/cetp/Sessions$Session;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 86
    :goto_2
    const-string v1, "UNSUPPORTED_CAPABILITY"

    const-string v2, "operations are not offered"

    const/4 v3, 0x0

    invoke-static {v5, v1, v2, v3}, Lcom/brightfold/pantry/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method public synthetic lambda$execute$6$com-brightfold-pantry-cetp-ToolHost(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Outcome;)Landroid/os/Bundle;
    .registers 5

    .line 188
    invoke-direct {p0, p1, p2, p3}, Lcom/brightfold/pantry/cetp/ToolHost;->settle(Lcom/brightfold/pantry/cetp/Call;Lcom/brightfold/pantry/cetp/Tool;Lcom/brightfold/pantry/cetp/Outcome;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$execute$7$com-brightfold-pantry-cetp-ToolHost(Lcom/brightfold/pantry/cetp/Call;Landroid/os/Bundle;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 6

    .line 189
    if-nez p3, :cond_0

    move-object v0, p2

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/ToolHost;->failure:Ljava/util/function/BiFunction;

    invoke-static {p3}, Lcom/brightfold/pantry/cetp/ToolHost;->unwrap(Ljava/lang/Throwable;)Ljava/lang/Throwable;

    move-result-object v1

    invoke-interface {v0, p1, v1}, Ljava/util/function/BiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    :goto_0
    return-object v0
.end method
