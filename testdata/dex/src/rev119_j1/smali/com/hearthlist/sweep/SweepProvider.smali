.class public final Lcom/hearthlist/sweep/SweepProvider;
.super Lcom/hearthlist/cetp/ToolHost;
.source "SweepProvider.java"


# static fields
.field static final AUTHORITY:Ljava/lang/String; = "com.hearthlist.sweep"

.field private static final BY_KIND:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Lcom/hearthlist/cetp/ToolKind;",
            "Ljava/util/List<",
            "Lcom/hearthlist/cetp/ToolSpec;",
            ">;>;"
        }
    .end annotation
.end field

.field private static final COMPANIONS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final CONFIRM_TTL_MS:J = 0x927c0L

.field private static final NO_PACKAGES:[Ljava/lang/String;

.field private static final SPECS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/hearthlist/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private cacheRoot:Ljava/io/File;

.field private final confirmations:Lcom/hearthlist/cetp/Confirmations;

.field private downloads:Ljava/io/File;

.field private final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Lcom/hearthlist/cetp/Request;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field

.field private final scanner:Ljava/util/concurrent/ExecutorService;

.field private sweeper:Lcom/hearthlist/sweep/StorageSweeper;


# direct methods
.method static constructor <clinit>()V
    .registers 7

    .line 36
    const/4 v2, 0x0

    new-array v2, v2, [Ljava/lang/String;

    sput-object v2, Lcom/hearthlist/sweep/SweepProvider;->NO_PACKAGES:[Ljava/lang/String;

    .line 37
    const-string v2, "com.hearthlist.family"

    invoke-static {v2}, Ljava/util/Collections;->singleton(Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v2

    sput-object v2, Lcom/hearthlist/sweep/SweepProvider;->COMPANIONS:Ljava/util/Set;

    .line 38
    new-instance v2, Ljava/util/EnumMap;

    const-class v4, Lcom/hearthlist/cetp/ToolKind;

    invoke-direct {v2, v4}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v2, Lcom/hearthlist/sweep/SweepProvider;->BY_KIND:Ljava/util/Map;

    .line 39
    const/4 v2, 0x4

    new-array v2, v2, [Lcom/hearthlist/cetp/ToolSpec;

    .line 40
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "storage_summary"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "Storage summary"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    sget-object v6, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    .line 41
    const-string v6, "Bytes used by each of the app's folders"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "storage.read"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    invoke-virtual {v5}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v2, v4

    .line 42
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "scan_storage"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "Scan storage"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    sget-object v6, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const/4 v6, 0x1

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->async(Z)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    .line 43
    const-string v6, "Measures every folder again"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "storage.read"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    invoke-virtual {v5}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v2, v4

    .line 44
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "clear_cache"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "Clear the cache"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    sget-object v6, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "moderate"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    .line 45
    const-string v6, "Deletes cached thumbnails"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "storage.write"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    invoke-virtual {v5}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v5

    const/4 v4, 0x2

    aput-object v5, v2, v4

    .line 46
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "wipe_downloads"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "Wipe downloads"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    sget-object v6, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    .line 47
    const/4 v6, 0x1

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->destructive(Z)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "high"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    const-string v6, "Deletes downloaded files older than N days"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    .line 48
    const-string v6, "storage.write"

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v5

    invoke-virtual {v5}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v5

    const/4 v4, 0x3

    aput-object v5, v2, v4

    .line 39
    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    sput-object v2, Lcom/hearthlist/sweep/SweepProvider;->SPECS:Ljava/util/List;

    .line 51
    sget-object v2, Lcom/hearthlist/sweep/SweepProvider;->SPECS:Ljava/util/List;

    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v0

    :goto_0
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z

    move-result v2

    if-eqz v2, :cond_0

    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/hearthlist/cetp/ToolSpec;

    move-object v1, v2

    .line 52
    sget-object v2, Lcom/hearthlist/sweep/SweepProvider;->BY_KIND:Ljava/util/Map;

    invoke-virtual {v1}, Lcom/hearthlist/cetp/ToolSpec;->kind()Lcom/hearthlist/cetp/ToolKind;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda12;->INSTANCE:Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda12;

    invoke-interface {v2, v3, v4}, Ljava/util/Map;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/util/List;

    invoke-interface {v2, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 53
    goto :goto_0

    .line 54
    :cond_0
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 33
    invoke-direct {p0}, Lcom/hearthlist/cetp/ToolHost;-><init>()V

    .line 56
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->handlers:Ljava/util/Map;

    .line 57
    invoke-static {}, Lcom/hearthlist/cetp/Confirmations;->shared()Lcom/hearthlist/cetp/Confirmations;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    .line 58
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->scanner:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12

    .line 171
    sget-object v3, Lcom/hearthlist/cetp/Tokens;->STRONG:Ljava/lang/ThreadLocal;

    invoke-static {v3}, Lcom/hearthlist/cetp/Tokens;->mint(Ljava/lang/ThreadLocal;)Ljava/lang/String;

    move-result-object v0

    .line 172
    iget-object v3, p0, Lcom/hearthlist/sweep/SweepProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    move-object v4, v0

    move-object v5, p1

    move-object v6, p2

    const-wide/32 v7, 0x927c0

    invoke-virtual/range {v3 .. v8}, Lcom/hearthlist/cetp/Confirmations;->open(Ljava/lang/String;Lcom/hearthlist/cetp/Request;Ljava/lang/String;J)V

    .line 173
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;->INSTANCE:Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda10;

    .line 174
    invoke-virtual {v3, v4}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v3

    .line 175
    const/high16 v4, 0x40000000

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v1

    .line 176
    invoke-virtual {p0}, Lcom/hearthlist/sweep/SweepProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-static {v3}, Lcom/hearthlist/cetp/ResolutionIntent;->with(Landroid/content/Context;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 177
    const-class v4, Lcom/hearthlist/ui/ConfirmActivity;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ResolutionIntent;->screen(Ljava/lang/Class;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 178
    const-string v4, "com.hearthlist.extra.RESUME_TOKEN"

    invoke-virtual {v3, v4, v0}, Lcom/hearthlist/cetp/ResolutionIntent;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 179
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v4

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ResolutionIntent;->requestCode(I)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 180
    invoke-virtual {v3, v1}, Lcom/hearthlist/cetp/ResolutionIntent;->flags(I)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 181
    invoke-virtual {v3}, Lcom/hearthlist/cetp/ResolutionIntent;->activity()Landroid/app/PendingIntent;

    move-result-object v2

    .line 182
    invoke-static {p1, v2, v0, p2}, Lcom/hearthlist/cetp/Replies;->needsUser(Lcom/hearthlist/cetp/Request;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private companionCaller(I)Z
    .registers 6

    .line 186
    invoke-virtual {p0}, Lcom/hearthlist/sweep/SweepProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v1

    sget-object v2, Lcom/hearthlist/sweep/SweepProvider;->NO_PACKAGES:[Ljava/lang/String;

    .line 187
    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, [Ljava/lang/String;

    move-object v0, v1

    .line 188
    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v1

    sget-object v2, Lcom/hearthlist/sweep/SweepProvider;->COMPANIONS:Ljava/util/Set;

    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda11;

    invoke-direct {v3, v2}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda11;-><init>(Ljava/util/Set;)V

    invoke-interface {v1, v3}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z

    move-result v1

    return v1
.end method

.method static synthetic lambda$askUser$7(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 2

    .line 174
    const/high16 v0, 0x8000000

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$operation$4(Ljava/lang/String;Lcom/hearthlist/cetp/Ledger$Operation;)Z
    .registers 3

    .line 164
    iget-object v0, p1, Lcom/hearthlist/cetp/Ledger$Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$operation$5(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Ledger$Operation;)Landroid/os/Bundle;
    .registers 3

    .line 166
    invoke-static {p0, p1}, Lcom/hearthlist/cetp/Replies;->operation(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Ledger$Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$operation$6(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 5

    .line 167
    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$run$1(Lcom/hearthlist/cetp/Request;Ljava/util/function/Function;)Landroid/os/Bundle;
    .registers 3

    .line 105
    invoke-interface {p1, p0}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method static synthetic lambda$run$2(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 5

    .line 106
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$scanStorage$3(Lcom/hearthlist/cetp/Ledger;Ljava/lang/String;Lcom/hearthlist/sweep/StorageSweeper;)V
    .registers 6

    .line 121
    invoke-virtual {p2}, Lcom/hearthlist/sweep/StorageSweeper;->scan()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v1}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "succeeded"

    const/4 v2, 0x0

    invoke-virtual {p0, p1, v0, v1, v2}, Lcom/hearthlist/cetp/Ledger;->finishOperation(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic lambda$static$0(Lcom/hearthlist/cetp/ToolKind;)Ljava/util/List;
    .registers 2

    .line 52
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    return-object v0
.end method


# virtual methods
.method clearCache(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 10

    .line 126
    iget-object v2, p0, Lcom/hearthlist/sweep/SweepProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    invoke-virtual {v2, p1}, Lcom/hearthlist/cetp/Confirmations;->redeem(Lcom/hearthlist/cetp/Request;)Ljava/util/Optional;

    move-result-object v0

    .line 127
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v2

    if-eqz v2, :cond_0

    invoke-virtual {v0}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/hearthlist/cetp/Confirmations$Pending;

    invoke-virtual {v2}, Lcom/hearthlist/cetp/Confirmations$Pending;->approved()Z

    move-result v2

    if-nez v2, :cond_0

    .line 128
    const-string v3, "USER_CANCELLED"

    const-string v4, "The user declined"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 130
    :cond_0
    invoke-static {}, Lcom/hearthlist/sweep/SweepPlan;->builder()Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v2

    iget-object v3, p0, Lcom/hearthlist/sweep/SweepProvider;->cacheRoot:Ljava/io/File;

    .line 131
    invoke-virtual {v2, v3}, Lcom/hearthlist/sweep/SweepPlan$Builder;->root(Ljava/io/File;)Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v2

    .line 132
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "older_than_days"

    const/4 v5, 0x0

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v3

    invoke-virtual {v2, v3}, Lcom/hearthlist/sweep/SweepPlan$Builder;->olderThanDays(I)Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v2

    .line 133
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v3

    invoke-virtual {v2, v3}, Lcom/hearthlist/sweep/SweepPlan$Builder;->confirmed(Z)Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v2

    .line 134
    invoke-virtual {v2}, Lcom/hearthlist/sweep/SweepPlan$Builder;->build()Lcom/hearthlist/sweep/SweepPlan;

    move-result-object v1

    .line 135
    invoke-virtual {v1}, Lcom/hearthlist/sweep/SweepPlan;->confirmed()Z

    move-result v2

    if-nez v2, :cond_1

    .line 136
    const-string v4, "Clear cached thumbnails"

    invoke-direct {p0, p1, v4}, Lcom/hearthlist/sweep/SweepProvider;->askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 138
    :cond_1
    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v5, 0x0

    const-string v6, "freed_bytes"

    aput-object v6, v3, v5

    iget-object v6, p0, Lcom/hearthlist/sweep/SweepProvider;->sweeper:Lcom/hearthlist/sweep/StorageSweeper;

    invoke-virtual {v6, v1}, Lcom/hearthlist/sweep/StorageSweeper;->sweep(Lcom/hearthlist/sweep/SweepPlan;)J

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v3, v5

    invoke-static {v3}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {p1, v3}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected offersAsync()Z
    .registers 2

    .line 92
    const/4 v0, 0x1

    return v0
.end method

.method protected open(Landroid/content/Context;)V
    .registers 9

    .line 65
    new-instance v1, Ljava/io/File;

    invoke-virtual {p1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v3

    const-string v4, "thumbnails"

    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/hearthlist/sweep/SweepProvider;->cacheRoot:Ljava/io/File;

    .line 66
    const-string v2, "Download"

    invoke-virtual {p1, v2}, Landroid/content/Context;->getExternalFilesDir(Ljava/lang/String;)Ljava/io/File;

    move-result-object v1

    iput-object v1, p0, Lcom/hearthlist/sweep/SweepProvider;->downloads:Ljava/io/File;

    .line 67
    new-instance v1, Lcom/hearthlist/sweep/StorageSweeper;

    const/4 v3, 0x2

    new-array v3, v3, [Ljava/io/File;

    iget-object v6, p0, Lcom/hearthlist/sweep/SweepProvider;->cacheRoot:Ljava/io/File;

    const/4 v5, 0x0

    aput-object v6, v3, v5

    iget-object v6, p0, Lcom/hearthlist/sweep/SweepProvider;->downloads:Ljava/io/File;

    const/4 v5, 0x1

    aput-object v6, v3, v5

    invoke-direct {v1, v3}, Lcom/hearthlist/sweep/StorageSweeper;-><init>([Ljava/io/File;)V

    iput-object v1, p0, Lcom/hearthlist/sweep/SweepProvider;->sweeper:Lcom/hearthlist/sweep/StorageSweeper;

    .line 68
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthlist/sweep/SweepProvider;)V

    const-string v1, "storage_summary"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 69
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hearthlist/sweep/SweepProvider;)V

    const-string v1, "scan_storage"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 70
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda2;-><init>(Lcom/hearthlist/sweep/SweepProvider;)V

    const-string v1, "clear_cache"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 71
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda3;-><init>(Lcom/hearthlist/sweep/SweepProvider;)V

    const-string v1, "wipe_downloads"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 72
    return-void
.end method

.method protected operation(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 163
    invoke-virtual {p0}, Lcom/hearthlist/sweep/SweepProvider;->ledger()Lcom/hearthlist/cetp/Ledger;

    move-result-object v1

    const-string v2, "com.hearthlist.sweep"

    invoke-virtual {v1, v2}, Lcom/hearthlist/cetp/Ledger;->operations(Ljava/lang/String;)Ljava/util/List;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda7;

    invoke-direct {v2, p2}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda7;-><init>(Ljava/lang/String;)V

    .line 164
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v1

    .line 165
    invoke-interface {v1}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;

    move-result-object v0

    .line 166
    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda8;

    invoke-direct {v2, p1}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda8;-><init>(Lcom/hearthlist/cetp/Request;)V

    invoke-virtual {v0, v2}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda9;

    invoke-direct {v2, p1}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda9;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 167
    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;

    .line 166
    return-object v1
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 76
    const-string v0, "com.hearthlist"

    return-object v0
.end method

.method protected providerInfo()Lorg/json/JSONObject;
    .registers 7

    .line 81
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    const/16 v2, 0x8

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "storage.read"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "title"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "See storage use"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "access"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "read"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "sensitivity"

    aput-object v5, v2, v4

    const/4 v4, 0x7

    const-string v5, "device"

    aput-object v5, v2, v4

    .line 82
    invoke-static {v2}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v1

    const/16 v2, 0x8

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "storage.write"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "title"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "Delete files"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "access"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "write"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "sensitivity"

    aput-object v5, v2, v4

    const/4 v4, 0x7

    const-string v5, "device"

    aput-object v5, v2, v4

    .line 84
    invoke-static {v2}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 86
    const/16 v1, 0x8

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v3, 0x0

    const-string v4, "provider_id"

    aput-object v4, v1, v3

    invoke-virtual {p0}, Lcom/hearthlist/sweep/SweepProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v1, v3

    const/4 v3, 0x2

    const-string v4, "provider_name"

    aput-object v4, v1, v3

    const/4 v3, 0x3

    const-string v4, "Hearthlist storage"

    aput-object v4, v1, v3

    const/4 v3, 0x4

    const-string v4, "description"

    aput-object v4, v1, v3

    const/4 v3, 0x5

    const-string v4, "Keeps the app's storage tidy"

    aput-object v4, v1, v3

    const/4 v3, 0x6

    const-string v4, "scopes"

    aput-object v4, v1, v3

    const/4 v3, 0x7

    aput-object v0, v1, v3

    invoke-static {v1}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    return-object v1
.end method

.method protected run(Lcom/hearthlist/cetp/ToolSpec;Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 5

    .line 104
    iget-object v0, p0, Lcom/hearthlist/sweep/SweepProvider;->handlers:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/hearthlist/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/function/Function;

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p2}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda4;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 105
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1, p2}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda5;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 106
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    .line 104
    return-object v0
.end method

.method scanStorage(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 9

    .line 114
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->asyncGranted()Z

    move-result v3

    if-nez v3, :cond_0

    .line 115
    iget-object v4, p0, Lcom/hearthlist/sweep/SweepProvider;->sweeper:Lcom/hearthlist/sweep/StorageSweeper;

    invoke-virtual {v4}, Lcom/hearthlist/sweep/StorageSweeper;->scan()Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {p1, v4}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 117
    :cond_0
    sget-object v3, Lcom/hearthlist/cetp/Tokens;->STRONG:Ljava/lang/ThreadLocal;

    invoke-static {v3}, Lcom/hearthlist/cetp/Tokens;->mint(Ljava/lang/ThreadLocal;)Ljava/lang/String;

    move-result-object v0

    .line 118
    invoke-virtual {p0}, Lcom/hearthlist/sweep/SweepProvider;->ledger()Lcom/hearthlist/cetp/Ledger;

    move-result-object v1

    .line 119
    iget-object v2, p0, Lcom/hearthlist/sweep/SweepProvider;->sweeper:Lcom/hearthlist/sweep/StorageSweeper;

    .line 120
    const-string v4, "com.hearthlist.sweep"

    invoke-virtual {v1, v4, v0, p1}, Lcom/hearthlist/cetp/Ledger;->openOperation(Ljava/lang/String;Ljava/lang/String;Lcom/hearthlist/cetp/Request;)V

    .line 121
    iget-object v3, p0, Lcom/hearthlist/sweep/SweepProvider;->scanner:Ljava/util/concurrent/ExecutorService;

    new-instance v4, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;

    invoke-direct {v4, v1, v0, v2}, Lcom/hearthlist/sweep/SweepProvider$$ExternalSyntheticLambda6;-><init>(Lcom/hearthlist/cetp/Ledger;Ljava/lang/String;Lcom/hearthlist/sweep/StorageSweeper;)V

    invoke-interface {v3, v4}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 122
    const-wide/16 v5, 0x7d0

    invoke-static {p1, v0, v5, v6}, Lcom/hearthlist/cetp/Replies;->accepted(Lcom/hearthlist/cetp/Request;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method protected specs()Ljava/util/List;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/hearthlist/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 97
    new-instance v0, Ljava/util/ArrayList;

    sget-object v1, Lcom/hearthlist/sweep/SweepProvider;->BY_KIND:Ljava/util/Map;

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    .line 98
    sget-object v1, Lcom/hearthlist/sweep/SweepProvider;->BY_KIND:Ljava/util/Map;

    sget-object v2, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/Collection;

    invoke-interface {v0, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 99
    return-object v0
.end method

.method storageSummary(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 4

    .line 110
    iget-object v1, p0, Lcom/hearthlist/sweep/SweepProvider;->sweeper:Lcom/hearthlist/sweep/StorageSweeper;

    invoke-virtual {v1}, Lcom/hearthlist/sweep/StorageSweeper;->scan()Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method wipeDownloads(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 11

    .line 142
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->uid()I

    move-result v4

    invoke-direct {p0, v4}, Lcom/hearthlist/sweep/SweepProvider;->companionCaller(I)Z

    move-result v3

    if-nez v3, :cond_0

    .line 143
    const-string v4, "PERMISSION_DENIED"

    const-string v5, "Only the family app may wipe downloads"

    const/4 v6, 0x0

    invoke-static {p1, v4, v5, v6}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 145
    :cond_0
    iget-object v3, p0, Lcom/hearthlist/sweep/SweepProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    invoke-virtual {v3, p1}, Lcom/hearthlist/cetp/Confirmations;->redeem(Lcom/hearthlist/cetp/Request;)Ljava/util/Optional;

    move-result-object v0

    .line 146
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v3

    if-eqz v3, :cond_1

    invoke-virtual {v0}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/hearthlist/cetp/Confirmations$Pending;

    invoke-virtual {v3}, Lcom/hearthlist/cetp/Confirmations$Pending;->approved()Z

    move-result v3

    if-nez v3, :cond_1

    .line 147
    const-string v4, "USER_CANCELLED"

    const-string v5, "The user declined"

    const/4 v6, 0x0

    invoke-static {p1, v4, v5, v6}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 149
    :cond_1
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "older_than_days"

    const/16 v5, 0x1e

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    .line 150
    invoke-static {}, Lcom/hearthlist/sweep/SweepPlan;->builder()Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v3

    iget-object v4, p0, Lcom/hearthlist/sweep/SweepProvider;->downloads:Ljava/io/File;

    .line 151
    invoke-virtual {v3, v4}, Lcom/hearthlist/sweep/SweepPlan$Builder;->root(Ljava/io/File;)Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v3

    .line 152
    invoke-virtual {v3, v1}, Lcom/hearthlist/sweep/SweepPlan$Builder;->olderThanDays(I)Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v3

    .line 153
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v4

    if-nez v4, :cond_2

    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v4

    const-string v5, "confirmed"

    const/4 v6, 0x0

    invoke-virtual {v4, v5, v6}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v4

    if-eqz v4, :cond_3

    :cond_2
    const/4 v4, 0x1

    goto :goto_0

    :cond_3
    const/4 v4, 0x0

    :goto_0
    invoke-virtual {v3, v4}, Lcom/hearthlist/sweep/SweepPlan$Builder;->confirmed(Z)Lcom/hearthlist/sweep/SweepPlan$Builder;

    move-result-object v3

    .line 154
    invoke-virtual {v3}, Lcom/hearthlist/sweep/SweepPlan$Builder;->build()Lcom/hearthlist/sweep/SweepPlan;

    move-result-object v2

    .line 155
    invoke-virtual {v2}, Lcom/hearthlist/sweep/SweepPlan;->confirmed()Z

    move-result v3

    if-nez v3, :cond_4

    .line 156
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Delete downloads older than "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    const-string v6, " days"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-direct {p0, p1, v5}, Lcom/hearthlist/sweep/SweepProvider;->askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 158
    :cond_4
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "freed_bytes"

    aput-object v7, v4, v6

    iget-object v7, p0, Lcom/hearthlist/sweep/SweepProvider;->sweeper:Lcom/hearthlist/sweep/StorageSweeper;

    invoke-virtual {v7, v2}, Lcom/hearthlist/sweep/StorageSweeper;->sweep(Lcom/hearthlist/sweep/SweepPlan;)J

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-static {v4}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {p1, v4}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method
