.class public final Lcom/verdant/garden/water/WateringToolProvider;
.super Lcom/verdant/garden/cetp/CetpV2ContentProvider;
.source "WateringToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/water/WateringToolProvider$WaterCall;
    }
.end annotation


# static fields
.field private static final CAPABILITIES:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final INFO:Lcom/verdant/garden/cetp/ProviderInfo;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.verdant.garden.water"

.field private static final RUNS:Ljava/util/concurrent/atomic/AtomicLong;

.field private static final TAG:Ljava/lang/String; = "WaterTools"

.field private static final TOOLS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final operationIds:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private paired:Lcom/verdant/garden/water/PairedApps;

.field private final valves:Ljava/util/concurrent/ExecutorService;

.field private zones:Lcom/verdant/garden/water/ZoneRepository;


# direct methods
.method static constructor <clinit>()V
    .registers 13

    .line 41
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    sput-object v0, Lcom/verdant/garden/water/WateringToolProvider;->RUNS:Ljava/util/concurrent/atomic/AtomicLong;

    .line 42
    const/4 v3, 0x2

    new-array v3, v3, [Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    new-instance v6, Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    move-object v7, v6

    const-string v8, "water.read"

    const-string v9, "See watering"

    const-string v10, "Read zones, schedules and the watering log"

    const-string v11, "read"

    const-string v12, "personal"

    invoke-direct/range {v7 .. v12}, Lcom/verdant/garden/cetp/ProviderInfo$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v5, 0x0

    aput-object v6, v3, v5

    new-instance v6, Lcom/verdant/garden/cetp/ProviderInfo$Scope;

    move-object v7, v6

    const-string v8, "water.write"

    const-string v9, "Control watering"

    const-string v10, "Change schedules, run and delete zones"

    const-string v11, "write"

    const-string v12, "device"

    invoke-direct/range {v7 .. v12}, Lcom/verdant/garden/cetp/ProviderInfo$Scope;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    const/4 v5, 0x1

    aput-object v6, v3, v5

    const-string v0, "com.verdant.garden.water"

    const-string v1, "Verdant Watering"

    const-string v2, "Irrigation zones, schedules and the watering log of your Verdant garden."

    invoke-static {v0, v1, v2, v3}, Lcom/verdant/garden/cetp/ProviderInfo;->of(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Lcom/verdant/garden/cetp/ProviderInfo$Scope;)Lcom/verdant/garden/cetp/ProviderInfo;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/water/WateringToolProvider;->INFO:Lcom/verdant/garden/cetp/ProviderInfo;

    .line 49
    invoke-static {}, Lcom/verdant/garden/water/WaterTool;->values()[Lcom/verdant/garden/water/WaterTool;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda18;

    invoke-direct {v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda18;-><init>()V

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v0

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    .line 48
    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/water/WateringToolProvider;->TOOLS:Ljava/util/List;

    .line 50
    new-instance v0, Ljava/util/HashSet;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "async_operations"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "cancellation"

    aput-object v5, v2, v4

    .line 51
    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/water/WateringToolProvider;->CAPABILITIES:Ljava/util/Set;

    .line 50
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 38
    invoke-direct {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;-><init>()V

    .line 53
    new-instance v0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda0;-><init>()V

    iput-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->operationIds:Ljava/util/function/Supplier;

    .line 55
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->valves:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private admit(ILandroid/os/Bundle;)Lcom/verdant/garden/water/WateringToolProvider$WaterCall;
    .registers 20

    .line 115
    move-object/from16 v0, p2

    const-string v1, "protocol_version"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_0

    .line 116
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 118
    :cond_0
    move-object/from16 v0, p2

    const-string v1, "request_id"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda1;-><init>()V

    .line 119
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    .line 120
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v10, v0

    .line 121
    move-object/from16 v0, p0

    invoke-virtual {v0}, Lcom/verdant/garden/water/WateringToolProvider;->sessions()Lcom/verdant/garden/cetp/SessionStore;

    move-result-object v0

    .line 122
    move-object/from16 v2, p2

    const-string v3, "session_token"

    invoke-virtual {v2, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    const-string v1, "com.verdant.garden.water"

    move/from16 v3, p1

    invoke-virtual/range {v0 .. v5}, Lcom/verdant/garden/cetp/SessionStore;->find(Ljava/lang/String;Ljava/lang/String;IJ)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->NEGOTIATION_REQUIRED:Lcom/verdant/garden/cetp/ErrorCode;

    .line 123
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/SessionStore$Session;

    move-object v11, v0

    .line 124
    move-object/from16 v0, p2

    const-string v1, "calling_package"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda4;-><init>()V

    .line 125
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v3, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;

    move-object/from16 v1, p0

    move/from16 v2, p1

    invoke-direct {v3, v1, v2}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda5;-><init>(Lcom/verdant/garden/water/WateringToolProvider;I)V

    move-object v1, v3

    .line 126
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v12, v0

    .line 127
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/verdant/garden/water/WateringToolProvider;->paired:Lcom/verdant/garden/water/PairedApps;

    move/from16 v2, p1

    invoke-virtual {v0, v12, v2}, Lcom/verdant/garden/water/PairedApps;->forPackage(Ljava/lang/String;I)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->PERMISSION_DENIED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda6;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda6;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/Caller;

    move-object v13, v0

    .line 128
    move-object/from16 v0, p2

    const-string v1, "tool_name"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/verdant/garden/water/WaterTool;->named(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v4, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;

    move-object/from16 v1, p0

    invoke-direct {v4, v1, v13, v11}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda7;-><init>(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;)V

    move-object v1, v4

    .line 129
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    .line 130
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda8;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda8;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/water/WaterTool;

    move-object v14, v0

    .line 131
    move-object/from16 v0, p2

    const-string v1, "args"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    const-string v1, "{}"

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v15, v0

    .line 132
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v15, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    array-length v0, v0

    const/high16 v1, 0x10000

    if-le v0, v1, :cond_1

    .line 133
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_REQUEST:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 135
    :cond_1
    invoke-static {v15}, Lcom/verdant/garden/water/WateringToolProvider;->parseArgs(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    invoke-virtual {v14}, Lcom/verdant/garden/water/WaterTool;->descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda9;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda9;-><init>(Lcom/verdant/garden/cetp/ToolDescriptor;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->INVALID_ARGS:Lcom/verdant/garden/cetp/ErrorCode;

    .line 136
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda10;

    invoke-direct {v2, v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda10;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    move-object v1, v2

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/json/JSONObject;

    move-object/from16 v16, v0

    .line 137
    new-instance v0, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;

    move-object/from16 v7, p2

    const-string v8, "resume_token"

    invoke-virtual {v7, v8}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    new-instance v9, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda11;

    move-object/from16 v8, p2

    invoke-direct {v9, v8}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda11;-><init>(Landroid/os/Bundle;)V

    move-object v8, v9

    move-object v1, v0

    move-object v2, v13

    move-object v3, v14

    move-object v4, v10

    move-object/from16 v5, v16

    move-object v6, v15

    invoke-direct/range {v1 .. v8}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;-><init>(Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/water/WaterTool;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;Ljava/lang/String;Ljava/util/function/Supplier;)V

    return-object v0
.end method

.method private finishRun(Ljava/lang/String;Ljava/util/Optional;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 168
    invoke-virtual {p2}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 169
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {p2}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v0, p1, v1}, Lcom/verdant/garden/cetp/OperationStore;->succeed(Ljava/lang/String;Ljava/lang/String;)V

    goto :goto_0

    .line 171
    :cond_0
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/cetp/ErrorCode;->CANCELLED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0, p1, v1}, Lcom/verdant/garden/cetp/OperationStore;->fail(Ljava/lang/String;Lcom/verdant/garden/cetp/ErrorCode;)V

    .line 173
    :goto_0
    return-void
.end method

.method static synthetic lambda$admit$1(Ljava/lang/String;)Z
    .registers 2

    .line 119
    invoke-static {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->isUuid(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$admit$2(Ljava/lang/String;)Z
    .registers 2

    .line 125
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$admit$5(Landroid/os/Bundle;)Ljava/lang/Long;
    .registers 5

    .line 138
    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$new$0()Ljava/lang/String;
    .registers 5

    .line 54
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const/16 v2, 0x24

    invoke-static {v0, v1, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lcom/verdant/garden/water/WateringToolProvider;->RUNS:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method

.method static synthetic lambda$startRun$6(Lcom/verdant/garden/cetp/OperationStore$Operation;)Ljava/lang/String;
    .registers 2

    .line 144
    invoke-virtual {p0}, Lcom/verdant/garden/cetp/OperationStore$Operation;->id()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$startRun$9(Ljava/lang/String;ILjava/lang/Integer;)Ljava/util/Optional;
    .registers 5

    .line 157
    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result v0

    if-gez v0, :cond_0

    invoke-static {}, Ljava/util/Optional;->empty()Ljava/util/Optional;

    move-result-object v0

    goto :goto_0

    :cond_0
    invoke-virtual {p2}, Ljava/lang/Integer;->intValue()I

    move-result v1

    invoke-static {p0, p1, v1}, Lcom/verdant/garden/water/WateringToolProvider;->runResult(Ljava/lang/String;II)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method private static runResult(Ljava/lang/String;II)Ljava/lang/String;
    .registers 6

    .line 177
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "zone_id"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "minutes"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "litres"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v2

    .line 179
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 99
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    if-nez p3, :cond_1

    .line 100
    :cond_0
    invoke-super {p0, p1, p2, p3}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :cond_1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v3

    .line 104
    :try_start_0
    invoke-direct {p0, v3, p3}, Lcom/verdant/garden/water/WateringToolProvider;->admit(ILandroid/os/Bundle;)Lcom/verdant/garden/water/WateringToolProvider$WaterCall;

    move-result-object v4

    .line 105
    invoke-virtual {v4}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->tool()Lcom/verdant/garden/water/WaterTool;

    move-result-object v0

    invoke-virtual {v0, p0, v4}, Lcom/verdant/garden/water/WaterTool;->invoke(Lcom/verdant/garden/water/WateringToolProvider;Lcom/verdant/garden/water/WateringToolProvider$WaterCall;)Landroid/os/Bundle;
    :try_end_0
    .catch Lcom/verdant/garden/cetp/ErrorCode$Rejected; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v4

    .line 107
    invoke-virtual {v4}, Lcom/verdant/garden/cetp/ErrorCode$Rejected;->code()Lcom/verdant/garden/cetp/ErrorCode;

    move-result-object v0

    const-string v2, "request_id"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    :catch_1
    move-exception v4

    .line 109
    const-string v0, "WaterTools"

    const-string v1, "execute_tool failed"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 110
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    const-string v2, "request_id"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/Envelopes;->error(Lcom/verdant/garden/cetp/ErrorCode;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected callers()Ljava/util/function/Function;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/function/Function<",
            "Ljava/lang/Integer;",
            "Ljava/util/Optional<",
            "Lcom/verdant/garden/cetp/Caller;",
            ">;>;"
        }
    .end annotation

    .line 83
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->paired:Lcom/verdant/garden/water/PairedApps;

    return-object v0
.end method

.method public executeTool(Lcom/verdant/garden/cetp/ProviderRequest;)Landroid/os/Bundle;
    .registers 3

    .line 94
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->TOOL_NOT_FOUND:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0
.end method

.method public getProvider()Lcom/verdant/garden/cetp/ProviderInfo;
    .registers 2

    .line 73
    sget-object v0, Lcom/verdant/garden/water/WateringToolProvider;->INFO:Lcom/verdant/garden/cetp/ProviderInfo;

    return-object v0
.end method

.method public getProviderTools()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/verdant/garden/cetp/ToolDescriptor;",
            ">;"
        }
    .end annotation

    .line 78
    sget-object v0, Lcom/verdant/garden/water/WateringToolProvider;->TOOLS:Ljava/util/List;

    return-object v0
.end method

.method public synthetic lambda$admit$3$com-verdant-garden-water-WateringToolProvider(I)Ljava/lang/String;
    .registers 4

    .line 126
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->paired:Lcom/verdant/garden/water/PairedApps;

    invoke-virtual {v0, p1}, Lcom/verdant/garden/water/PairedApps;->firstPackage(I)Ljava/util/Optional;

    move-result-object v0

    const-string v1, ""

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    return-object v0
.end method

.method public synthetic lambda$admit$4$com-verdant-garden-water-WateringToolProvider(Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;Lcom/verdant/garden/water/WaterTool;)Z
    .registers 6

    .line 129
    invoke-virtual {p3}, Lcom/verdant/garden/water/WaterTool;->descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v1

    invoke-virtual {p0, v1, p1, p2}, Lcom/verdant/garden/water/WateringToolProvider;->visible(Lcom/verdant/garden/cetp/ToolDescriptor;Lcom/verdant/garden/cetp/Caller;Lcom/verdant/garden/cetp/SessionStore$Session;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$startRun$10$com-verdant-garden-water-WateringToolProvider(Ljava/lang/String;Ljava/util/Optional;)V
    .registers 3

    .line 158
    invoke-direct {p0, p1, p2}, Lcom/verdant/garden/water/WateringToolProvider;->finishRun(Ljava/lang/String;Ljava/util/Optional;)V

    return-void
.end method

.method public synthetic lambda$startRun$11$com-verdant-garden-water-WateringToolProvider(Ljava/lang/String;Ljava/lang/Throwable;)Ljava/lang/Void;
    .registers 6

    .line 160
    const-string v0, "WaterTools"

    const-string v1, "zone run failed"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 161
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    sget-object v2, Lcom/verdant/garden/cetp/ErrorCode;->INTERNAL_ERROR:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0, p1, v2}, Lcom/verdant/garden/cetp/OperationStore;->fail(Ljava/lang/String;Lcom/verdant/garden/cetp/ErrorCode;)V

    .line 162
    const/4 v0, 0x0

    return-object v0
.end method

.method public synthetic lambda$startRun$7$com-verdant-garden-water-WateringToolProvider(Ljava/lang/String;)Z
    .registers 3

    .line 155
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {v0, p1}, Lcom/verdant/garden/cetp/OperationStore;->cancelRequested(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public synthetic lambda$startRun$8$com-verdant-garden-water-WateringToolProvider(Ljava/lang/String;Ljava/lang/String;I)Ljava/lang/Integer;
    .registers 7

    .line 154
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    const-string v1, "running"

    invoke-virtual {v0, p1, v1}, Lcom/verdant/garden/cetp/OperationStore;->setState(Ljava/lang/String;Ljava/lang/String;)V

    .line 155
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->zones:Lcom/verdant/garden/water/ZoneRepository;

    new-instance v2, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;

    invoke-direct {v2, p0, p1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda17;-><init>(Lcom/verdant/garden/water/WateringToolProvider;Ljava/lang/String;)V

    invoke-virtual {v0, p2, p3, v2}, Lcom/verdant/garden/water/ZoneRepository;->runZone(Ljava/lang/String;ILjava/util/function/BooleanSupplier;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method protected offeredCapabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 88
    sget-object v0, Lcom/verdant/garden/water/WateringToolProvider;->CAPABILITIES:Ljava/util/Set;

    return-object v0
.end method

.method public onCreate()Z
    .registers 6

    .line 61
    invoke-super {p0}, Lcom/verdant/garden/cetp/CetpV2ContentProvider;->onCreate()Z

    move-result v4

    .line 62
    new-instance v0, Lcom/verdant/garden/water/ZoneRepository;

    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Lcom/verdant/garden/data/GardenDatabase;->get(Landroid/content/Context;)Lcom/verdant/garden/data/GardenDatabase;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/verdant/garden/water/ZoneRepository;-><init>(Lcom/verdant/garden/data/GardenDatabase;)V

    iput-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->zones:Lcom/verdant/garden/water/ZoneRepository;

    .line 63
    new-instance v0, Lcom/verdant/garden/water/PairedApps;

    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->grants()Lcom/verdant/garden/cetp/Grants;

    move-result-object v2

    const-string v3, "com.verdant.garden.water"

    invoke-direct {v0, v1, v2, v3}, Lcom/verdant/garden/water/PairedApps;-><init>(Landroid/content/pm/PackageManager;Lcom/verdant/garden/cetp/Grants;Ljava/lang/String;)V

    iput-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->paired:Lcom/verdant/garden/water/PairedApps;

    .line 64
    return v4
.end method

.method startRun(Lcom/verdant/garden/water/WateringToolProvider$WaterCall;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 12

    .line 143
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->uid()I

    move-result v2

    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "com.verdant.garden.water"

    invoke-virtual {v0, v1, v2, v3}, Lcom/verdant/garden/cetp/OperationStore;->byRequest(Ljava/lang/String;ILjava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda12;

    invoke-direct {v1}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda12;-><init>()V

    .line 144
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v6

    .line 145
    invoke-virtual {v6}, Ljava/util/Optional;->isPresent()Z

    move-result v0

    if-eqz v0, :cond_0

    .line 146
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v6}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    const-wide/16 v2, 0x3e8

    invoke-static {v0, v1, v2, v3}, Lcom/verdant/garden/cetp/Envelopes;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 148
    :cond_0
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->deadlinePassed()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 149
    sget-object v0, Lcom/verdant/garden/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lcom/verdant/garden/cetp/ErrorCode;

    invoke-virtual {v0}, Lcom/verdant/garden/cetp/ErrorCode;->rejected()Lcom/verdant/garden/cetp/ErrorCode$Rejected;

    move-result-object v0

    throw v0

    .line 151
    :cond_1
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->operationIds:Ljava/util/function/Supplier;

    invoke-interface {v0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 152
    invoke-virtual {p0}, Lcom/verdant/garden/water/WateringToolProvider;->operations()Lcom/verdant/garden/cetp/OperationStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->uid()I

    move-result v3

    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->tool()Lcom/verdant/garden/water/WaterTool;

    move-result-object v5

    invoke-virtual {v5}, Lcom/verdant/garden/water/WaterTool;->descriptor()Lcom/verdant/garden/cetp/ToolDescriptor;

    move-result-object v5

    invoke-virtual {v5}, Lcom/verdant/garden/cetp/ToolDescriptor;->name()Ljava/lang/String;

    move-result-object v5

    const-string v1, "com.verdant.garden.water"

    move-object v2, v7

    invoke-virtual/range {v0 .. v5}, Lcom/verdant/garden/cetp/OperationStore;->create(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 153
    new-instance v0, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;

    invoke-direct {v0, p0, v7, p2, p3}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda13;-><init>(Lcom/verdant/garden/water/WateringToolProvider;Ljava/lang/String;Ljava/lang/String;I)V

    iget-object v1, p0, Lcom/verdant/garden/water/WateringToolProvider;->valves:Ljava/util/concurrent/ExecutorService;

    invoke-static {v0, v1}, Ljava/util/concurrent/CompletableFuture;->supplyAsync(Ljava/util/function/Supplier;Ljava/util/concurrent/Executor;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;

    invoke-direct {v1, p2, p3}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda14;-><init>(Ljava/lang/String;I)V

    .line 157
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenApply(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda15;

    invoke-direct {v1, p0, v7}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda15;-><init>(Lcom/verdant/garden/water/WateringToolProvider;Ljava/lang/String;)V

    .line 158
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->thenAccept(Ljava/util/function/Consumer;)Ljava/util/concurrent/CompletableFuture;

    move-result-object v0

    new-instance v1, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda16;

    invoke-direct {v1, p0, v7}, Lcom/verdant/garden/water/WateringToolProvider$$ExternalSyntheticLambda16;-><init>(Lcom/verdant/garden/water/WateringToolProvider;Ljava/lang/String;)V

    .line 159
    invoke-virtual {v0, v1}, Ljava/util/concurrent/CompletableFuture;->exceptionally(Ljava/util/function/Function;)Ljava/util/concurrent/CompletableFuture;

    .line 164
    invoke-virtual {p1}, Lcom/verdant/garden/water/WateringToolProvider$WaterCall;->requestId()Ljava/lang/String;

    move-result-object v0

    const-wide/16 v2, 0x3e8

    invoke-static {v0, v7, v2, v3}, Lcom/verdant/garden/cetp/Envelopes;->accepted(Ljava/lang/String;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method zones()Lcom/verdant/garden/water/ZoneRepository;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/verdant/garden/water/WateringToolProvider;->zones:Lcom/verdant/garden/water/ZoneRepository;

    return-object v0
.end method
