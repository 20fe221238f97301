.class public final Lapp/trailmark/logbook/cetp/RouteDesk;
.super Ljava/lang/Object;
.source "RouteDesk.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/RouteDesk$Companion;

.field public static final TRACK_MODE:I = 0x30000000


# instance fields
.field private final context:Landroid/content/Context;

.field private final store:Lapp/trailmark/logbook/data/RouteStore;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/cetp/RouteDesk$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/RouteDesk$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/RouteDesk;->Companion:Lapp/trailmark/logbook/cetp/RouteDesk$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Lapp/trailmark/logbook/data/RouteStore;)V
    .registers 4

    const-string v0, "context"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "store"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->context:Landroid/content/Context;

    iput-object p2, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    return-void
.end method

.method private final delete(Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 22

    .line 60
    move-object/from16 v0, p1

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/RouteRef;->getRouteId()J

    move-result-wide v8

    .line 61
    const/4 v11, 0x0

    .line 82
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v12

    .line 84
    :try_start_0
    const/4 v14, 0x0

    .line 62
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    invoke-interface {v0, v8, v9}, Lapp/trailmark/logbook/data/RouteStore;->delete(J)Z

    move-result v15

    move/from16 v16, v15

    const/16 v17, 0x0

    .line 63
    if-eqz v16, :cond_0

    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/cetp/RouteDesk;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v0

    sget-object v1, Lapp/trailmark/logbook/cetp/MapCacheProvider;->Companion:Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;->getURI()Landroid/net/Uri;

    move-result-object v1

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/String;

    move-object/from16 v18, v3

    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    const-string v7, "route/"

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v6, v8, v9}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    const/4 v4, 0x0

    aput-object v5, v18, v4

    const-string v2, "owner = ?"

    move-object/from16 v3, v18

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/ContentResolver;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I

    .line 84
    :cond_0
    move/from16 v19, v15
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 86
    invoke-static {v12, v13}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 84
    move/from16 v0, v19

    goto :goto_0

    .line 86
    :catchall_0
    move-exception v14

    invoke-static {v12, v13}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    throw v14

    .line 61
    :goto_0
    move v10, v0

    .line 66
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v8, v9}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "deleted"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final exportTrack(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 12

    .line 41
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    invoke-virtual {p2}, Lapp/trailmark/logbook/cetp/RouteRef;->getRouteId()J

    move-result-wide v1

    invoke-interface {v0, v1, v2}, Lapp/trailmark/logbook/data/RouteStore;->find(J)Lapp/trailmark/logbook/data/Route;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RouteDesk;->noSuchRoute()Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v5, v0

    .line 42
    invoke-virtual {v5}, Lapp/trailmark/logbook/data/Route;->getTrackPath()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v7, v0

    .line 81
    const/4 v8, 0x0

    .line 42
    new-instance v0, Ljava/io/File;

    invoke-direct {v0, v7}, Ljava/io/File;-><init>(Ljava/lang/String;)V

    iget-object v1, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->context:Landroid/content/Context;

    invoke-static {v1}, Lapp/trailmark/logbook/cetp/BundlesKt;->getTrackDir(Landroid/content/Context;)Ljava/io/File;

    move-result-object v1

    invoke-static {v0, v1}, Lapp/trailmark/logbook/cetp/BundlesKt;->inside(Ljava/io/File;Ljava/io/File;)Ljava/io/File;

    move-result-object v0

    if-nez v0, :cond_2

    .line 43
    :cond_1
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v3, "This route has no recorded track."

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0

    .line 42
    :cond_2
    move-object v6, v0

    .line 44
    const-string v1, "large_results"

    invoke-virtual {p1, v1}, Lapp/trailmark/logbook/cetp/Call;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    sget-object v0, Lapp/trailmark/logbook/cetp/ResultFile;->Companion:Lapp/trailmark/logbook/cetp/ResultFile$Companion;

    invoke-virtual {v0, v6}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;->inlineOrTooLarge(Ljava/io/File;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    return-object v0

    .line 45
    :cond_3
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$File;

    sget-object v2, Lapp/trailmark/logbook/cetp/ResultFile;->Companion:Lapp/trailmark/logbook/cetp/ResultFile$Companion;

    const/high16 v4, 0x30000000

    invoke-virtual {v2, v6, v4}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;->of(Ljava/io/File;I)Lapp/trailmark/logbook/cetp/ResultFile;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$File;-><init>(Lapp/trailmark/logbook/cetp/ResultFile;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final get(Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 7

    .line 38
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/RouteRef;->getRouteId()J

    move-result-wide v1

    invoke-interface {v0, v1, v2}, Lapp/trailmark/logbook/data/RouteStore;->find(J)Lapp/trailmark/logbook/data/Route;

    move-result-object v0

    if-eqz v0, :cond_0

    move-object v3, v0

    .line 81
    const/4 v4, 0x0

    .line 38
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    invoke-virtual {v3}, Lapp/trailmark/logbook/data/Route;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_0

    :cond_0
    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RouteDesk;->noSuchRoute()Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    :goto_0
    return-object v0
.end method

.method private final list(I)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 19

    .line 34
    move-object/from16 v0, p0

    iget-object v0, v0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    move/from16 v1, p1

    const/4 v2, 0x1

    const/16 v3, 0x32

    invoke-static {v1, v2, v3}, Lkotlin/ranges/RangesKt;->coerceIn(III)I

    move-result v1

    invoke-interface {v0, v1}, Lapp/trailmark/logbook/data/RouteStore;->list(I)Ljava/util/List;

    move-result-object v7

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 77
    move-object v9, v7

    new-instance v10, Ljava/util/ArrayList;

    const/16 v3, 0xa

    invoke-static {v7, v3}, Lkotlin/collections/CollectionsKt;->collectionSizeOrDefault(Ljava/lang/Iterable;I)I

    move-result v2

    invoke-direct {v10, v2}, Ljava/util/ArrayList;-><init>(I)V

    check-cast v10, Ljava/util/Collection;

    const/4 v11, 0x0

    .line 78
    invoke-interface {v9}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v12

    :goto_0
    invoke-interface {v12}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v12}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v13

    .line 79
    move-object v1, v13

    check-cast v1, Lapp/trailmark/logbook/data/Route;

    move-object v14, v1

    move-object/from16 v16, v10

    const/4 v15, 0x0

    .line 34
    invoke-virtual {v14}, Lapp/trailmark/logbook/data/Route;->toJson()Lorg/json/JSONObject;

    move-result-object v0

    .line 79
    move-object v1, v0

    move-object/from16 v0, v16

    invoke-interface {v0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_0

    .line 80
    :cond_0
    move-object v0, v10

    check-cast v0, Ljava/util/List;

    .line 34
    move-object v6, v0

    .line 35
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    new-instance v4, Lorg/json/JSONArray;

    move-object v5, v6

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "routes"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final noSuchRoute()Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 4

    .line 69
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v1, Lapp/trailmark/logbook/cetp/ErrorCode;->INVALID_ARGS:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v2, "No saved route has that id."

    invoke-direct {v0, v1, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final rename(Lapp/trailmark/logbook/cetp/RenameArgs;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 9

    .line 54
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/RenameArgs;->getRouteId()J

    move-result-wide v1

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/RenameArgs;->getNewName()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/RouteStore;->rename(JLjava/lang/String;)Z

    move-result v6

    .line 55
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/RenameArgs;->getRouteId()J

    move-result-wide v4

    const-string v3, "id"

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "renamed"

    invoke-virtual {v2, v3, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method private final save(Lapp/trailmark/logbook/cetp/SaveRouteArgs;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 9

    .line 49
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getName()Ljava/lang/String;

    move-result-object v1

    check-cast v1, Ljava/lang/CharSequence;

    invoke-static {v1}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getDistanceM()I

    move-result v2

    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->getDifficulty()Ljava/lang/String;

    move-result-object v3

    invoke-interface {v0, v1, v2, v3}, Lapp/trailmark/logbook/data/RouteStore;->save(Ljava/lang/String;ILjava/lang/String;)J

    move-result-wide v5

    .line 50
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "id"

    invoke-virtual {v2, v3, v5, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v2

    const-string v4, "put(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method


# virtual methods
.method public final confirmStep(Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 11

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    iget-object v0, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->store:Lapp/trailmark/logbook/data/RouteStore;

    new-instance v1, Lapp/trailmark/logbook/cetp/RouteRef;

    invoke-static {p2}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/trailmark/logbook/cetp/RouteRef;-><init>(Ljava/util/Map;)V

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/RouteRef;->getRouteId()J

    move-result-wide v1

    invoke-interface {v0, v1, v2}, Lapp/trailmark/logbook/data/RouteStore;->find(J)Lapp/trailmark/logbook/data/Route;

    move-result-object v0

    if-nez v0, :cond_0

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/RouteDesk;->noSuchRoute()Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    return-object v0

    :cond_0
    move-object v6, v0

    .line 25
    sget-object v0, Lapp/trailmark/logbook/cetp/HeldBooks;->INSTANCE:Lapp/trailmark/logbook/cetp/HeldBooks;

    invoke-virtual {v0}, Lapp/trailmark/logbook/cetp/HeldBooks;->getRoutes()Lapp/trailmark/logbook/cetp/HeldCalls;

    move-result-object v0

    invoke-virtual {v6}, Lapp/trailmark/logbook/data/Route;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v6}, Lapp/trailmark/logbook/data/Route;->getDistanceM()I

    move-result v3

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Delete the route \""

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, "\" ("

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, " m) and its recorded track?"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, p1, v2}, Lapp/trailmark/logbook/cetp/HeldCalls;->hold(Lapp/trailmark/logbook/cetp/Call;Ljava/lang/String;)Lapp/trailmark/logbook/cetp/HeldCall;

    move-result-object v7

    .line 26
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;

    .line 27
    invoke-virtual {v6}, Lapp/trailmark/logbook/data/Route;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Confirm in Trailmark that "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " may be deleted."

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 28
    iget-object v3, p0, Lapp/trailmark/logbook/cetp/RouteDesk;->context:Landroid/content/Context;

    const-string v4, "routes"

    invoke-static {v3, v4, v7}, Lapp/trailmark/logbook/cetp/ScreensKt;->confirmationFor(Landroid/content/Context;Ljava/lang/String;Lapp/trailmark/logbook/cetp/HeldCall;)Landroid/app/PendingIntent;

    move-result-object v3

    .line 29
    invoke-virtual {v7}, Lapp/trailmark/logbook/cetp/HeldCall;->getToken()Ljava/lang/String;

    move-result-object v4

    .line 26
    invoke-direct {v0, v2, v3, v4}, Lapp/trailmark/logbook/cetp/ToolResult$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    return-object v0
.end method

.method public final run(Lapp/trailmark/logbook/cetp/ToolSpec;Lapp/trailmark/logbook/cetp/Call;Lorg/json/JSONObject;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 10

    const-string v1, "spec"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "call"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "args"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-virtual {p1}, Lapp/trailmark/logbook/cetp/ToolSpec;->getName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v1, "export_track"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    goto/16 :goto_0

    :sswitch_1
    const-string v1, "save_route"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    goto :goto_0

    :sswitch_2
    const-string v1, "list_routes"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    goto :goto_0

    :sswitch_3
    const-string v1, "rename_route"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    goto :goto_0

    :sswitch_4
    const-string v1, "get_route"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    goto :goto_0

    :sswitch_5
    const-string v1, "delete_route"

    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    goto :goto_0

    .line 13
    :cond_0
    const-string v2, "limit"

    const/16 v3, 0x14

    invoke-virtual {p3, v2, v3}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v1

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/RouteDesk;->list(I)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 14
    :cond_1
    new-instance v1, Lapp/trailmark/logbook/cetp/RouteRef;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/trailmark/logbook/cetp/RouteRef;-><init>(Ljava/util/Map;)V

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/RouteDesk;->get(Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 15
    :cond_2
    new-instance v2, Lapp/trailmark/logbook/cetp/RouteRef;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v4

    invoke-direct {v2, v4}, Lapp/trailmark/logbook/cetp/RouteRef;-><init>(Ljava/util/Map;)V

    invoke-direct {p0, p2, v2}, Lapp/trailmark/logbook/cetp/RouteDesk;->exportTrack(Lapp/trailmark/logbook/cetp/Call;Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 16
    :cond_3
    new-instance v1, Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;-><init>(Ljava/util/Map;)V

    invoke-virtual {v1}, Lapp/trailmark/logbook/cetp/SaveRouteArgs;->validated()Lapp/trailmark/logbook/cetp/SaveRouteArgs;

    move-result-object v1

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/RouteDesk;->save(Lapp/trailmark/logbook/cetp/SaveRouteArgs;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 17
    :cond_4
    new-instance v1, Lapp/trailmark/logbook/cetp/RenameArgs;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/trailmark/logbook/cetp/RenameArgs;-><init>(Ljava/util/Map;)V

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/RouteDesk;->rename(Lapp/trailmark/logbook/cetp/RenameArgs;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 18
    :cond_5
    new-instance v1, Lapp/trailmark/logbook/cetp/RouteRef;

    invoke-static {p3}, Lapp/trailmark/logbook/cetp/ArgsKt;->asMap(Lorg/json/JSONObject;)Ljava/util/Map;

    move-result-object v3

    invoke-direct {v1, v3}, Lapp/trailmark/logbook/cetp/RouteRef;-><init>(Ljava/util/Map;)V

    invoke-direct {p0, v1}, Lapp/trailmark/logbook/cetp/RouteDesk;->delete(Lapp/trailmark/logbook/cetp/RouteRef;)Lapp/trailmark/logbook/cetp/ToolResult;

    move-result-object v0

    goto :goto_1

    .line 19
    :goto_0
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->TOOL_NOT_FOUND:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v3, "Trailmark has no route tool by that name."

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 20
    :goto_1
    return-object v0

    :sswitch_data_0
    .sparse-switch
        -0x1e9b2f00 -> :sswitch_0
        -0x18f0914b -> :sswitch_5
        0x131f6608 -> :sswitch_3
        0x19ac960b -> :sswitch_2
        0x44494c20 -> :sswitch_4
        0x54230507 -> :sswitch_1
    .end sparse-switch
.end method
