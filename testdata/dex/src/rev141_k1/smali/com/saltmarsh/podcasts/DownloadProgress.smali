.class public final Lcom/saltmarsh/podcasts/DownloadProgress;
.super Landroid/database/ContentObserver;
.source "Receivers.kt"


# static fields
.field public static final Companion:Lcom/saltmarsh/podcasts/DownloadProgress$Companion;

.field private static final DOWNLOADS:Landroid/net/Uri;


# instance fields
.field private final app:Landroid/content/Context;

.field private final operations:Lcom/saltmarsh/podcasts/Operations;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/DownloadProgress$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/DownloadProgress$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/DownloadProgress;->Companion:Lcom/saltmarsh/podcasts/DownloadProgress$Companion;

    .line 61
    const-string v0, "content://downloads/my_downloads"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    const-string v1, "parse(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sput-object v0, Lcom/saltmarsh/podcasts/DownloadProgress;->DOWNLOADS:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>(Landroid/os/Handler;Landroid/content/Context;Lcom/saltmarsh/podcasts/Operations;)V
    .registers 5

    const-string v0, "handler"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "app"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "operations"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    invoke-direct {p0, p1}, Landroid/database/ContentObserver;-><init>(Landroid/os/Handler;)V

    iput-object p2, p0, Lcom/saltmarsh/podcasts/DownloadProgress;->app:Landroid/content/Context;

    iput-object p3, p0, Lcom/saltmarsh/podcasts/DownloadProgress;->operations:Lcom/saltmarsh/podcasts/Operations;

    return-void
.end method

.method public static final synthetic access$getDOWNLOADS$cp()Landroid/net/Uri;
    .registers 1

    .line 47
    sget-object v0, Lcom/saltmarsh/podcasts/DownloadProgress;->DOWNLOADS:Landroid/net/Uri;

    return-object v0
.end method


# virtual methods
.method public onChange(Z)V
    .registers 18

    .line 49
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/podcasts/DownloadProgress;->operations:Lcom/saltmarsh/podcasts/Operations;

    invoke-virtual {v0}, Lcom/saltmarsh/podcasts/Operations;->running()[J

    move-result-object v7

    .line 50
    array-length v0, v7

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    return-void

    .line 51
    :cond_1
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/podcasts/DownloadProgress;->app:Landroid/content/Context;

    const-class v1, Landroid/app/DownloadManager;

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Landroid/app/DownloadManager;

    .line 52
    new-instance v1, Landroid/app/DownloadManager$Query;

    invoke-direct {v1}, Landroid/app/DownloadManager$Query;-><init>()V

    array-length v3, v7

    invoke-static {v7, v3}, Ljava/util/Arrays;->copyOf([JI)[J

    move-result-object v2

    invoke-virtual {v1, v2}, Landroid/app/DownloadManager$Query;->setFilterById([J)Landroid/app/DownloadManager$Query;

    move-result-object v1

    invoke-virtual {v8, v1}, Landroid/app/DownloadManager;->query(Landroid/app/DownloadManager$Query;)Landroid/database/Cursor;

    move-result-object v9

    check-cast v9, Ljava/io/Closeable;

    const/4 v10, 0x0

    :try_start_0
    move-object v0, v9

    check-cast v0, Landroid/database/Cursor;

    move-object v11, v0

    const/4 v12, 0x0

    .line 53
    const-string v1, "_id"

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v13

    .line 54
    const-string v1, "bytes_so_far"

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v14

    .line 55
    const-string v1, "total_size"

    invoke-interface {v11, v1}, Landroid/database/Cursor;->getColumnIndexOrThrow(Ljava/lang/String;)I

    move-result v15

    .line 56
    :goto_1
    invoke-interface {v11}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_2

    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/saltmarsh/podcasts/DownloadProgress;->operations:Lcom/saltmarsh/podcasts/Operations;

    invoke-interface {v11, v13}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v1

    invoke-interface {v11, v14}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v3

    invoke-interface {v11, v15}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    invoke-virtual/range {v0 .. v6}, Lcom/saltmarsh/podcasts/Operations;->progress(JJJ)V

    goto :goto_1

    .line 57
    :cond_2
    sget-object v11, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 52
    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    goto :goto_2

    :catch_0
    :try_start_1
    move-exception v12

    move-object v10, v12

    throw v12
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    :catchall_0
    move-exception v12

    invoke-static {v9, v10}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V

    throw v12

    .line 58
    :goto_2
    return-void
.end method
