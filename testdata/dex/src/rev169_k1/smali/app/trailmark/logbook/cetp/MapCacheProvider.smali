.class public final Lapp/trailmark/logbook/cetp/MapCacheProvider;
.super Landroid/content/ContentProvider;
.source "MapCacheProvider.kt"


# static fields
.field public static final Companion:Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;

.field private static final URI$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/trailmark/logbook/cetp/MapCacheProvider;->Companion:Lapp/trailmark/logbook/cetp/MapCacheProvider$Companion;

    .line 31
    sget-object v0, Lapp/trailmark/logbook/cetp/MapCacheProvider$$ExternalSyntheticLambda0;->INSTANCE:Lapp/trailmark/logbook/cetp/MapCacheProvider$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lapp/trailmark/logbook/cetp/MapCacheProvider;->URI$delegate:Lkotlin/Lazy;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method public static final URI_delegate$lambda$0()Landroid/net/Uri;
    .registers 1

    .line 31
    const-string v0, "content://app.trailmark.logbook.mapcache/snapshots"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    return-object v0
.end method

.method public static final synthetic access$getURI$delegate$cp()Lkotlin/Lazy;
    .registers 1

    .line 10
    sget-object v0, Lapp/trailmark/logbook/cetp/MapCacheProvider;->URI$delegate:Lkotlin/Lazy;

    return-object v0
.end method


# virtual methods
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 11

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    move-object v0, p3

    if-eqz p3, :cond_0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v5, v0

    .line 21
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/MapCacheProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-static {v0}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    if-eqz v0, :cond_2

    const/4 v3, 0x1

    new-array v6, v3, [Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v5, v6, v4

    const-string v1, "map_cache"

    const-string v2, "owner = ?"

    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 11
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 16

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    move-object v0, p4

    if-eqz p4, :cond_0

    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x0

    return-object v0

    :cond_1
    move-object v8, v0

    .line 15
    invoke-virtual {p0}, Lapp/trailmark/logbook/cetp/MapCacheProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-static {v0}, Lapp/trailmark/logbook/data/TrailDbKt;->getTrailDb(Landroid/content/Context;)Lapp/trailmark/logbook/data/TrailDb;

    move-result-object v0

    if-eqz v0, :cond_2

    invoke-virtual {v0}, Lapp/trailmark/logbook/data/TrailDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    if-eqz v0, :cond_2

    const/4 v2, 0x2

    new-array v9, v2, [Ljava/lang/String;

    const-string v4, "zoom"

    const/4 v3, 0x0

    aput-object v4, v9, v3

    const-string v4, "png"

    const/4 v3, 0x1

    aput-object v4, v9, v3

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    move-object v2, v9

    move-object v9, v4

    const/4 v5, 0x0

    aput-object v8, v9, v5

    move-object v4, v9

    const-string v1, "map_cache"

    const-string v3, "owner = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "zoom"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    const-string v1, "uri"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 28
    const/4 v0, 0x0

    return v0
.end method
