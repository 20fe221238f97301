.class public abstract Lcom/hearthlist/cetp/ToolHost;
.super Landroid/content/ContentProvider;
.source "ToolHost.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/cetp/ToolHost$Session;
    }
.end annotation


# static fields
.field private static final ASSISTANT_CERT:[B

.field private static final MAX_REQUEST_BYTES:I = 0x10000

.field private static final MUTATING:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Lcom/hearthlist/cetp/ToolKind;",
            ">;"
        }
    .end annotation
.end field

.field private static final PROTOCOL:I = 0x2

.field private static final SESSION_TTL_MS:J = 0x36ee80L

.field private static final TAG:Ljava/lang/String; = "ToolHost"


# instance fields
.field private ledger:Lcom/hearthlist/cetp/Ledger;

.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/hearthlist/cetp/ToolHost$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 36
    sget-object v0, Lcom/hearthlist/cetp/ToolKind;->CREATE:Lcom/hearthlist/cetp/ToolKind;

    sget-object v1, Lcom/hearthlist/cetp/ToolKind;->UPDATE:Lcom/hearthlist/cetp/ToolKind;

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    invoke-static {v0, v1, v2}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v0

    sput-object v0, Lcom/hearthlist/cetp/ToolHost;->MUTATING:Ljava/util/Set;

    .line 37
    const-string v0, "5f3a1c9e7b2d4a6f8e0c1b3d5a7f9e2c4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a"

    invoke-static {v0}, Lcom/hearthlist/cetp/Base16;->decode(Ljava/lang/String;)[B

    move-result-object v0

    sput-object v0, Lcom/hearthlist/cetp/ToolHost;->ASSISTANT_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 31
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 40
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolHost;->sessions:Ljava/util/Map;

    return-void
.end method

.method private admitted(I)Z
    .registers 7

    .line 87
    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 88
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x1c

    if-lt v1, v2, :cond_0

    .line 89
    sget-object v3, Lcom/hearthlist/cetp/ToolHost;->ASSISTANT_CERT:[B

    const/4 v4, 0x1

    invoke-virtual {v0, p1, v3, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    return v1

    .line 91
    :cond_0
    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v2

    invoke-virtual {v0, v2, p1}, Landroid/content/pm/PackageManager;->checkSignatures(II)I

    move-result v1

    if-nez v1, :cond_1

    const/4 v1, 0x1

    goto :goto_0

    :cond_1
    const/4 v1, 0x0

    :goto_0
    return v1
.end method

.method private static capabilities(Ljava/lang/String;)Ljava/util/Set;
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 115
    :try_start_0
    new-instance v0, Lorg/json/JSONArray;

    invoke-static {p0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v3

    const-string v4, "[]"

    invoke-virtual {v3, v4}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    invoke-direct {v0, v3}, Lorg/json/JSONArray;-><init>(Ljava/lang/String;)V

    .line 116
    invoke-virtual {v0}, Lorg/json/JSONArray;->length()I

    move-result v3

    const/4 v2, 0x0

    invoke-static {v2, v3}, Ljava/util/stream/IntStream;->range(II)Ljava/util/stream/IntStream;

    move-result-object v2

    invoke-static {v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda1;

    invoke-direct {v3, v0}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda1;-><init>(Lorg/json/JSONArray;)V

    invoke-interface {v2, v3}, Ljava/util/stream/IntStream;->mapToObj(Ljava/util/function/IntFunction;)Ljava/util/stream/Stream;

    move-result-object v2

    invoke-static {}, Ljava/util/stream/Collectors;->toSet()Ljava/util/stream/Collector;

    move-result-object v3

    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/util/Set;

    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v2

    .line 117
    :catch_0
    move-exception v1

    move-object v0, v1

    .line 118
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v1

    return-object v1
.end method

.method private execute(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 16

    .line 177
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v8

    const-string v9, "tool_name"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 178
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v8

    const-string v9, "args"

    invoke-virtual {v8, v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    invoke-static {v8}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v8

    const-string v9, "{}"

    invoke-virtual {v8, v9}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    move-object v1, v8

    .line 179
    sget-object v9, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v1, v9}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v8

    array-length v8, v8

    const/high16 v9, 0x10000

    if-le v8, v9, :cond_0

    .line 180
    const-string v9, "INVALID_ARGS"

    const-string v10, "args are larger than max_request_bytes"

    const/4 v11, 0x0

    invoke-static {p1, v9, v10, v11}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 182
    :cond_0
    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->specs()Ljava/util/List;

    move-result-object v8

    invoke-interface {v8}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v8

    new-instance v9, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda9;

    invoke-direct {v9, v0}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda9;-><init>(Ljava/lang/String;)V

    invoke-interface {v8, v9}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v8

    invoke-interface {v8}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;

    move-result-object v2

    .line 183
    invoke-virtual {v2}, Ljava/util/Optional;->isPresent()Z

    move-result v8

    if-nez v8, :cond_1

    .line 184
    const-string v9, "TOOL_NOT_FOUND"

    const-string v10, "No such tool"

    const/4 v11, 0x0

    invoke-static {p1, v9, v10, v11}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 188
    :cond_1
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 191
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0
    move-object v8, v3

    goto :goto_0

    .line 189
    :catch_0
    move-exception v8

    move-object v4, v8

    .line 190
    const-string v9, "INVALID_ARGS"

    const-string v10, "args must be a JSON object"

    const/4 v11, 0x0

    invoke-static {p1, v9, v10, v11}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 192
    :goto_0
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->toBuilder()Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v9

    .line 193
    invoke-virtual {v9, v0}, Lcom/hearthlist/cetp/Request$Builder;->tool(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v9

    .line 194
    invoke-virtual {v9, v1}, Lcom/hearthlist/cetp/Request$Builder;->rawArgs(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v9

    .line 195
    invoke-virtual {v9, v3}, Lcom/hearthlist/cetp/Request$Builder;->args(Lorg/json/JSONObject;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v9

    .line 196
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v10

    const-string v11, "resume_token"

    invoke-virtual {v10, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v9, v10}, Lcom/hearthlist/cetp/Request$Builder;->resumeToken(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v9

    .line 197
    invoke-virtual {v9}, Lcom/hearthlist/cetp/Request$Builder;->build()Lcom/hearthlist/cetp/Request;

    move-result-object v4

    .line 198
    invoke-virtual {v2}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lcom/hearthlist/cetp/ToolSpec;

    move-object v5, v9

    .line 199
    sget-object v9, Lcom/hearthlist/cetp/ToolHost;->MUTATING:Ljava/util/Set;

    invoke-virtual {v5}, Lcom/hearthlist/cetp/ToolSpec;->kind()Lcom/hearthlist/cetp/ToolKind;

    move-result-object v10

    invoke-interface {v9, v10}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v9

    if-nez v9, :cond_2

    .line 200
    invoke-virtual {p0, v5, v4}, Lcom/hearthlist/cetp/ToolHost;->run(Lcom/hearthlist/cetp/ToolSpec;Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;

    move-result-object v9

    return-object v9

    .line 202
    :cond_2
    iget-object v9, p0, Lcom/hearthlist/cetp/ToolHost;->ledger:Lcom/hearthlist/cetp/Ledger;

    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v10

    invoke-virtual {v9, v10, v4}, Lcom/hearthlist/cetp/Ledger;->replay(Ljava/lang/String;Lcom/hearthlist/cetp/Request;)Ljava/util/Optional;

    move-result-object v6

    .line 203
    invoke-virtual {v6}, Ljava/util/Optional;->isPresent()Z

    move-result v9

    if-eqz v9, :cond_3

    .line 204
    invoke-virtual {v6}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Landroid/os/Bundle;

    return-object v9

    .line 206
    :cond_3
    invoke-virtual {p0, v5, v4}, Lcom/hearthlist/cetp/ToolHost;->run(Lcom/hearthlist/cetp/ToolSpec;Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;

    move-result-object v7

    .line 207
    const-string v11, "status"

    invoke-virtual {v7, v11}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v10

    const-string v9, "success"

    invoke-virtual {v9, v10}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v9

    if-eqz v9, :cond_4

    .line 208
    iget-object v9, p0, Lcom/hearthlist/cetp/ToolHost;->ledger:Lcom/hearthlist/cetp/Ledger;

    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v10

    const-string v13, "data"

    invoke-virtual {v7, v13}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v12

    invoke-virtual {v9, v10, v4, v12}, Lcom/hearthlist/cetp/Ledger;->keep(Ljava/lang/String;Lcom/hearthlist/cetp/Request;Ljava/lang/String;)V

    .line 210
    :cond_4
    return-object v7
.end method

.method static synthetic lambda$execute$3(Ljava/lang/String;Lcom/hearthlist/cetp/ToolSpec;)Z
    .registers 3

    .line 182
    invoke-virtual {p1}, Lcom/hearthlist/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$listTools$2(ZLcom/hearthlist/cetp/ToolSpec;)Lorg/json/JSONObject;
    .registers 3

    .line 172
    invoke-virtual {p1, p0}, Lcom/hearthlist/cetp/ToolSpec;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$negotiate$0(I)Z
    .registers 3

    .line 96
    const/4 v1, 0x2

    if-ne p0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$serve$1(ILcom/hearthlist/cetp/ToolHost$Session;)Z
    .registers 3

    .line 128
    invoke-virtual {p1, p0}, Lcom/hearthlist/cetp/ToolHost$Session;->validFor(I)Z

    move-result v0

    return v0
.end method

.method private listTools(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 9

    .line 170
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    .line 171
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->asyncGranted()Z

    move-result v1

    .line 172
    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->specs()Ljava/util/List;

    move-result-object v2

    invoke-interface {v2}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v2

    new-instance v3, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda7;

    invoke-direct {v3, v1}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda7;-><init>(Z)V

    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v2

    invoke-static {v0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda8;

    invoke-direct {v3, v0}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda8;-><init>(Lorg/json/JSONArray;)V

    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->forEach(Ljava/util/function/Consumer;)V

    .line 173
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v2

    const/4 v3, 0x4

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "revision"

    aput-object v5, v3, v4

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v6

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, "-3"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v3, v4

    const/4 v4, 0x2

    const-string v5, "tools"

    aput-object v5, v3, v4

    const/4 v4, 0x3

    aput-object v0, v3, v4

    invoke-static {v3}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {v2, v3}, Lcom/hearthlist/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method private negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 19

    .line 95
    if-nez p2, :cond_0

    const/4 v6, 0x0

    goto :goto_0

    :cond_0
    move-object/from16 v6, p2

    const-string v7, "consumer_versions"

    invoke-virtual/range {v6 .. v7}, Landroid/os/Bundle;->getIntArray(Ljava/lang/String;)[I

    move-result-object v6

    :goto_0
    move-object v0, v6

    .line 96
    if-eqz v0, :cond_1

    invoke-static {v0}, Ljava/util/Arrays;->stream([I)Ljava/util/stream/IntStream;

    move-result-object v6

    sget-object v7, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda0;

    invoke-interface {v6, v7}, Ljava/util/stream/IntStream;->noneMatch(Ljava/util/function/IntPredicate;)Z

    move-result v6

    if-eqz v6, :cond_2

    .line 97
    :cond_1
    const/4 v6, 0x0

    check-cast v6, Landroid/os/Bundle;

    const-string v7, "UNSUPPORTED_VERSION"

    const-string v8, "Only protocol version 2 is served"

    const/4 v9, 0x0

    invoke-static {v6, v7, v8, v9}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v6

    return-object v6

    .line 99
    :cond_2
    move-object/from16 v6, p2

    const-string v7, "consumer_capabilities"

    invoke-virtual/range {v6 .. v7}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    invoke-static {v6}, Lcom/hearthlist/cetp/ToolHost;->capabilities(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v1

    .line 100
    move-object/from16 v6, p0

    invoke-virtual/range {v6 .. v6}, Lcom/hearthlist/cetp/ToolHost;->offersAsync()Z

    move-result v6

    if-eqz v6, :cond_3

    const-string v7, "async_operations"

    invoke-interface {v1, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_3

    const/4 v6, 0x1

    goto :goto_1

    :cond_3
    const/4 v6, 0x0

    :goto_1
    move v2, v6

    .line 101
    sget-object v6, Lcom/hearthlist/cetp/Tokens;->STRONG:Ljava/lang/ThreadLocal;

    invoke-static {v6}, Lcom/hearthlist/cetp/Tokens;->mint(Ljava/lang/ThreadLocal;)Ljava/lang/String;

    move-result-object v3

    .line 102
    move-object/from16 v6, p0

    iget-object v6, v6, Lcom/hearthlist/cetp/ToolHost;->sessions:Ljava/util/Map;

    new-instance v8, Lcom/hearthlist/cetp/ToolHost$Session;

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v12

    const-wide/32 v14, 0x36ee80

    add-long/2addr v12, v14

    move-object v9, v8

    move/from16 v10, p1

    move v11, v2

    invoke-direct/range {v9 .. v13}, Lcom/hearthlist/cetp/ToolHost$Session;-><init>(IZJ)V

    invoke-interface {v6, v3, v8}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 103
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 104
    move-object v6, v4

    if-eqz v2, :cond_4

    .line 105
    const-string v8, "async_operations"

    invoke-virtual {v4, v8}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 107
    :cond_4
    const/16 v7, 0x8

    new-array v7, v7, [Ljava/lang/Object;

    const/4 v9, 0x0

    const-string v10, "max_request_bytes"

    aput-object v10, v7, v9

    const/high16 v10, 0x10000

    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    const/4 v9, 0x1

    aput-object v10, v7, v9

    const/4 v9, 0x2

    const-string v10, "max_inline_result_bytes"

    aput-object v10, v7, v9

    const/high16 v10, 0x40000

    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    const/4 v9, 0x3

    aput-object v10, v7, v9

    const/4 v9, 0x4

    const-string v10, "max_concurrent_requests"

    aput-object v10, v7, v9

    .line 108
    const/4 v10, 0x4

    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    const/4 v9, 0x5

    aput-object v10, v7, v9

    const/4 v9, 0x6

    const-string v10, "idempotency_window_seconds"

    aput-object v10, v7, v9

    const v10, 0x15180

    invoke-static {v10}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    const/4 v9, 0x7

    aput-object v10, v7, v9

    .line 107
    invoke-static {v7}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 109
    const/16 v8, 0xc

    new-array v8, v8, [Ljava/lang/Object;

    const/4 v10, 0x0

    const-string v11, "selected_version"

    aput-object v11, v8, v10

    const/4 v11, 0x2

    invoke-static {v11}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v11

    const/4 v10, 0x1

    aput-object v11, v8, v10

    const/4 v10, 0x2

    const-string v11, "provider_id"

    aput-object v11, v8, v10

    move-object/from16 v11, p0

    invoke-virtual/range {v11 .. v11}, Lcom/hearthlist/cetp/ToolHost;->providerId()Ljava/lang/String;

    move-result-object v11

    const/4 v10, 0x3

    aput-object v11, v8, v10

    const/4 v10, 0x4

    const-string v11, "provider_name"

    aput-object v11, v8, v10

    const/4 v10, 0x5

    const-string v11, "Hearthlist"

    aput-object v11, v8, v10

    const/4 v10, 0x6

    const-string v11, "session_token"

    aput-object v11, v8, v10

    const/4 v10, 0x7

    aput-object v3, v8, v10

    const/16 v10, 0x8

    const-string v11, "capabilities"

    aput-object v11, v8, v10

    const/16 v10, 0x9

    aput-object v4, v8, v10

    const/16 v10, 0xa

    const-string v11, "limits"

    aput-object v11, v8, v10

    const/16 v10, 0xb

    aput-object v5, v8, v10

    invoke-static {v8}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v8

    const/4 v7, 0x0

    invoke-static {v7, v8}, Lcom/hearthlist/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v7

    return-object v7
.end method

.method private serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 17

    .line 123
    if-eqz p4, :cond_0

    move-object/from16 v8, p4

    const-string v9, "protocol_version"

    const/4 v10, 0x0

    invoke-virtual/range {v8 .. v10}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v8

    const/4 v9, 0x2

    if-eq v8, v9, :cond_1

    .line 124
    :cond_0
    move-object/from16 v8, p4

    const-string v9, "UNSUPPORTED_VERSION"

    const-string v10, "protocol_version 2 is required"

    const/4 v11, 0x0

    invoke-static/range {v8 .. v11}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 126
    :cond_1
    sget-object v10, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda2;->INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda2;

    move-object/from16 v8, p4

    const-string v9, "session_token"

    invoke-static/range {v8 .. v10}, Lcom/hearthlist/cetp/Extras;->read(Landroid/os/Bundle;Ljava/lang/String;Ljava/util/function/BiFunction;)Ljava/util/Optional;

    move-result-object v8

    iget-object v9, p0, Lcom/hearthlist/cetp/ToolHost;->sessions:Ljava/util/Map;

    .line 127
    invoke-static {v9}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v11, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda3;

    invoke-direct {v11, v9}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda3;-><init>(Ljava/util/Map;)V

    invoke-virtual {v8, v11}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v8

    new-instance v9, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda4;

    invoke-direct {v9, p2}, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda4;-><init>(I)V

    .line 128
    invoke-virtual {v8, v9}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    .line 129
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v8

    if-nez v8, :cond_2

    .line 130
    move-object/from16 v8, p4

    const-string v9, "NEGOTIATION_REQUIRED"

    const-string v10, "Negotiate a session first"

    const/4 v11, 0x1

    invoke-static/range {v8 .. v11}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 132
    :cond_2
    sget-object v10, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda5;->INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda5;

    move-object/from16 v8, p4

    const-string v9, "request_id"

    invoke-static/range {v8 .. v10}, Lcom/hearthlist/cetp/Extras;->read(Landroid/os/Bundle;Ljava/lang/String;Ljava/util/function/BiFunction;)Ljava/util/Optional;

    move-result-object v8

    const/4 v9, 0x0

    invoke-virtual {v8, v9}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/String;

    move-object v1, v8

    .line 133
    sget-object v10, Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;->INSTANCE:Lcom/hearthlist/cetp/ToolHost$$ExternalSyntheticLambda6;

    move-object/from16 v8, p4

    const-string v9, "deadline_at_ms"

    invoke-static/range {v8 .. v10}, Lcom/hearthlist/cetp/Extras;->read(Landroid/os/Bundle;Ljava/lang/String;Ljava/util/function/BiFunction;)Ljava/util/Optional;

    move-result-object v8

    const-wide/16 v9, 0x0

    invoke-static {v9, v10}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v9

    invoke-virtual {v8, v9}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Ljava/lang/Long;

    invoke-virtual {v8}, Ljava/lang/Long;->longValue()J

    move-result-wide v2

    .line 134
    if-eqz v1, :cond_3

    const-wide/16 v10, 0x0

    cmp-long v8, v2, v10

    if-gtz v8, :cond_4

    .line 135
    :cond_3
    move-object/from16 v8, p4

    const-string v9, "INVALID_REQUEST"

    const-string v10, "request_id and deadline_at_ms are required"

    const/4 v11, 0x0

    invoke-static/range {v8 .. v11}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 137
    :cond_4
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    cmp-long v8, v8, v2

    if-ltz v8, :cond_5

    .line 138
    move-object/from16 v8, p4

    const-string v9, "DEADLINE_EXCEEDED"

    const-string v10, "The deadline has passed"

    const/4 v11, 0x0

    invoke-static/range {v8 .. v11}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 140
    :cond_5
    invoke-static {}, Lcom/hearthlist/cetp/Request;->builder()Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 141
    invoke-virtual {v8, p2}, Lcom/hearthlist/cetp/Request$Builder;->uid(I)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 142
    invoke-virtual {v8, p3}, Lcom/hearthlist/cetp/Request$Builder;->callerPackage(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 143
    invoke-virtual {v8, v1}, Lcom/hearthlist/cetp/Request$Builder;->requestId(Ljava/lang/String;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 144
    invoke-virtual {v8, v2, v3}, Lcom/hearthlist/cetp/Request$Builder;->deadlineAtMs(J)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 145
    invoke-virtual {v0}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v9

    check-cast v9, Lcom/hearthlist/cetp/ToolHost$Session;

    iget-boolean v9, v9, Lcom/hearthlist/cetp/ToolHost$Session;->async:Z

    invoke-virtual {v8, v9}, Lcom/hearthlist/cetp/Request$Builder;->asyncGranted(Z)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 146
    move-object/from16 v9, p4

    invoke-virtual/range {v8 .. v9}, Lcom/hearthlist/cetp/Request$Builder;->extras(Landroid/os/Bundle;)Lcom/hearthlist/cetp/Request$Builder;

    move-result-object v8

    .line 147
    invoke-virtual {v8}, Lcom/hearthlist/cetp/Request$Builder;->build()Lcom/hearthlist/cetp/Request;

    move-result-object v4

    .line 148
    move-object v5, p1

    const/4 v6, -0x1

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v8

    sparse-switch v8, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v9, "get_provider_info"

    invoke-virtual {v5, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v8

    if-eqz v8, :cond_6

    const/4 v6, 0x0

    goto :goto_0

    :sswitch_1
    const-string v9, "list_tools"

    invoke-virtual {v5, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v8

    if-eqz v8, :cond_6

    const/4 v6, 0x1

    goto :goto_0

    :sswitch_2
    const-string v9, "execute_tool"

    invoke-virtual {v5, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v8

    if-eqz v8, :cond_6

    const/4 v6, 0x2

    goto :goto_0

    :sswitch_3
    const-string v9, "get_operation"

    invoke-virtual {v5, v9}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v8

    if-eqz v8, :cond_6

    const/4 v6, 0x3

    :cond_6
    :goto_0
    packed-switch v6, :pswitch_data_0

    goto :goto_1

    .line 150
    :pswitch_0
    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->providerInfo()Lorg/json/JSONObject;

    move-result-object v9

    move-object/from16 v8, p4

    invoke-static/range {v8 .. v9}, Lcom/hearthlist/cetp/Replies;->data(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 152
    :pswitch_1
    invoke-direct {p0, v4}, Lcom/hearthlist/cetp/ToolHost;->listTools(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 154
    :pswitch_2
    invoke-direct {p0, v4}, Lcom/hearthlist/cetp/ToolHost;->execute(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 156
    :pswitch_3
    invoke-virtual {v4}, Lcom/hearthlist/cetp/Request;->asyncGranted()Z

    move-result v8

    if-nez v8, :cond_7

    .line 157
    const-string v9, "UNSUPPORTED_CAPABILITY"

    const-string v10, "async_operations was not negotiated"

    const/4 v11, 0x0

    invoke-static {v4, v9, v10, v11}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 159
    :cond_7
    move-object/from16 v8, p4

    const-string v9, "operation_id"

    invoke-virtual/range {v8 .. v9}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 160
    if-nez v7, :cond_8

    .line 161
    const-string v9, "INVALID_REQUEST"

    const-string v10, "operation_id is required"

    const/4 v11, 0x0

    invoke-static {v4, v9, v10, v11}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 163
    :cond_8
    invoke-virtual {p0, v4, v7}, Lcom/hearthlist/cetp/ToolHost;->operation(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    .line 165
    :goto_1
    const-string v9, "METHOD_NOT_FOUND"

    const-string v10, "No such method"

    const/4 v11, 0x0

    invoke-static {v4, v9, v10, v11}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v8

    return-object v8

    :sswitch_data_0
    .sparse-switch
        -0x7e355442 -> :sswitch_3
        -0x503e73de -> :sswitch_2
        -0xa1e06ed -> :sswitch_0
        0x2a3a6efa -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method


# virtual methods
.method public final call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11

    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 71
    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    .line 72
    invoke-direct {p0, v0}, Lcom/hearthlist/cetp/ToolHost;->admitted(I)Z

    move-result v3

    if-nez v3, :cond_0

    .line 73
    const-string v4, "PERMISSION_DENIED"

    const-string v5, "This app may not use these tools"

    const/4 v6, 0x0

    invoke-static {p3, v4, v5, v6}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 76
    :cond_0
    :try_start_0
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_1

    .line 77
    invoke-direct {p0, v0, p3}, Lcom/hearthlist/cetp/ToolHost;->negotiate(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3

    :try_end_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v3

    .line 79
    :cond_1
    :try_start_1
    invoke-direct {p0, p1, v0, v1, p3}, Lcom/hearthlist/cetp/ToolHost;->serve(Ljava/lang/String;ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v3

    :try_end_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_0
    return-object v3

    .line 80
    :catch_0
    move-exception v3

    move-object v2, v3

    .line 81
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "call "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " failed"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    const-string v3, "ToolHost"

    invoke-static {v3, v4, v2}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 82
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "The provider could not finish this call"

    const/4 v6, 0x1

    invoke-static {p3, v4, v5, v6}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method public final delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 230
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public final getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 220
    const/4 v0, 0x0

    return-object v0
.end method

.method public final insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 225
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public final ledger()Lcom/hearthlist/cetp/Ledger;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/hearthlist/cetp/ToolHost;->ledger:Lcom/hearthlist/cetp/Ledger;

    return-object v0
.end method

.method protected abstract offersAsync()Z
.end method

.method public onCreate()Z
    .registers 4

    .line 45
    new-instance v1, Lcom/hearthlist/cetp/Ledger;

    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/hearthlist/cetp/Ledger;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/hearthlist/cetp/ToolHost;->ledger:Lcom/hearthlist/cetp/Ledger;

    .line 46
    invoke-virtual {p0}, Lcom/hearthlist/cetp/ToolHost;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {p0, v1}, Lcom/hearthlist/cetp/ToolHost;->open(Landroid/content/Context;)V

    .line 47
    const/4 v0, 0x1

    return v0
.end method

.method protected abstract open(Landroid/content/Context;)V
.end method

.method protected abstract operation(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;
.end method

.method protected abstract providerId()Ljava/lang/String;
.end method

.method protected abstract providerInfo()Lorg/json/JSONObject;
.end method

.method public final query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 215
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method protected abstract run(Lcom/hearthlist/cetp/ToolSpec;Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
.end method

.method protected abstract specs()Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/hearthlist/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

.end method

.method public final update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 235
    new-instance v0, Ljava/lang/UnsupportedOperationException;

    const-string v1, "tools are served through call()"

    invoke-direct {v0, v1}, Ljava/lang/UnsupportedOperationException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
