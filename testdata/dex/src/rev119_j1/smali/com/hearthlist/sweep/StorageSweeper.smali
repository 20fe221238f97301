.class final Lcom/hearthlist/sweep/StorageSweeper;
.super Ljava/lang/Object;
.source "StorageSweeper.java"


# static fields
.field private static final NONE:[Ljava/io/File;


# instance fields
.field private final roots:[Ljava/io/File;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 13
    const/4 v0, 0x0

    new-array v0, v0, [Ljava/io/File;

    sput-object v0, Lcom/hearthlist/sweep/StorageSweeper;->NONE:[Ljava/io/File;

    return-void
.end method

.method varargs constructor <init>([Ljava/io/File;)V
    .registers 2

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/hearthlist/sweep/StorageSweeper;->roots:[Ljava/io/File;

    .line 19
    return-void
.end method

.method static deleteCounting(Ljava/io/File;)J
    .registers 5

    .line 41
    invoke-virtual {p0}, Ljava/io/File;->length()J

    move-result-wide v0

    .line 42
    invoke-virtual {p0}, Ljava/io/File;->delete()Z

    move-result v2

    if-eqz v2, :cond_0

    move-wide v2, v0

    goto :goto_0

    :cond_0
    const-wide/16 v2, 0x0

    :goto_0
    return-wide v2
.end method

.method private static filesOf(Ljava/io/File;)[Ljava/io/File;
    .registers 3

    .line 50
    invoke-virtual {p0}, Ljava/io/File;->listFiles()[Ljava/io/File;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    sget-object v1, Lcom/hearthlist/sweep/StorageSweeper;->NONE:[Ljava/io/File;

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/io/File;

    return-object v0
.end method

.method static synthetic lambda$sweep$0(JLjava/io/File;)Z
    .registers 5

    .line 35
    invoke-virtual {p2}, Ljava/io/File;->lastModified()J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static sizeOf(Ljava/io/File;)Ljava/lang/Long;
    .registers 3

    .line 46
    invoke-static {p0}, Lcom/hearthlist/sweep/StorageSweeper;->filesOf(Ljava/io/File;)[Ljava/io/File;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v0

    sget-object v1, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda6;

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->mapToLong(Ljava/util/function/ToLongFunction;)Ljava/util/stream/LongStream;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/stream/LongStream;->sum()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method scan()Lorg/json/JSONObject;
    .registers 6

    .line 22
    iget-object v1, p0, Lcom/hearthlist/sweep/StorageSweeper;->roots:[Ljava/io/File;

    invoke-static {v1}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v1

    sget-object v2, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda0;

    .line 23
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v1

    sget-object v2, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda1;

    sget-object v3, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;

    .line 24
    invoke-static {v2, v3}, Ljava/util/stream/Collectors;->toMap(Ljava/util/function/Function;Ljava/util/function/Function;)Ljava/util/stream/Collector;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/Map;

    move-object v0, v1

    .line 25
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v3, 0x0

    const-string v4, "folders"

    aput-object v4, v1, v3

    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4, v0}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const/4 v3, 0x1

    aput-object v4, v1, v3

    invoke-static {v1}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    return-object v1
.end method

.method sweep(Lcom/hearthlist/sweep/SweepPlan;)J
    .registers 7

    .line 29
    invoke-virtual {p1}, Lcom/hearthlist/sweep/SweepPlan;->confirmed()Z

    move-result v2

    if-nez v2, :cond_0

    .line 30
    new-instance v2, Ljava/lang/IllegalStateException;

    const-string v4, "sweep without confirmation"

    invoke-direct {v2, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v2

    .line 32
    :cond_0
    invoke-virtual {p1}, Lcom/hearthlist/sweep/SweepPlan;->cutoffMs()J

    move-result-wide v0

    .line 33
    invoke-virtual {p1}, Lcom/hearthlist/sweep/SweepPlan;->root()Ljava/io/File;

    move-result-object v2

    invoke-static {v2}, Lcom/hearthlist/sweep/StorageSweeper;->filesOf(Ljava/io/File;)[Ljava/io/File;

    move-result-object v2

    invoke-static {v2}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v2

    sget-object v3, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda3;

    .line 34
    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v2

    new-instance v3, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda4;

    invoke-direct {v3, v0, v1}, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda4;-><init>(J)V

    .line 35
    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v2

    sget-object v3, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda5;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda5;

    .line 36
    invoke-interface {v2, v3}, Ljava/util/stream/Stream;->mapToLong(Ljava/util/function/ToLongFunction;)Ljava/util/stream/LongStream;

    move-result-object v2

    .line 37
    invoke-interface {v2}, Ljava/util/stream/LongStream;->sum()J

    move-result-wide v2

    .line 33
    return-wide v2
.end method
