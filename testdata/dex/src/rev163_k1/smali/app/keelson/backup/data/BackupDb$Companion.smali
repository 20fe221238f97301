.class public final Lapp/keelson/backup/data/BackupDb$Companion;
.super Ljava/lang/Object;
.source "BackupDb.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/keelson/backup/data/BackupDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final get(Landroid/content/Context;)Lapp/keelson/backup/data/BackupDb;
    .registers 12

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-static {}, Lapp/keelson/backup/data/BackupDb;->access$getInstance$cp()Lapp/keelson/backup/data/BackupDb;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v5, p0

    monitor-enter v5

    :try_start_0
    const/4 v6, 0x0

    .line 28
    invoke-static {}, Lapp/keelson/backup/data/BackupDb;->access$getInstance$cp()Lapp/keelson/backup/data/BackupDb;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v7, Lapp/keelson/backup/data/BackupDb;

    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    const-string v4, "getApplicationContext(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    invoke-direct {v7, v2, v3}, Lapp/keelson/backup/data/BackupDb;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v8, v7

    .line 33
    const/4 v9, 0x0

    .line 28
    sget-object v0, Lapp/keelson/backup/data/BackupDb;->Companion:Lapp/keelson/backup/data/BackupDb$Companion;

    invoke-static {v8}, Lapp/keelson/backup/data/BackupDb;->access$setInstance$cp(Lapp/keelson/backup/data/BackupDb;)V

    move-object v0, v7

    .line 27
    :cond_0
    move-object v6, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v5

    move-object v0, v6

    goto :goto_0

    :catchall_0
    move-exception v7

    monitor-exit v5

    throw v7

    .line 29
    :cond_1
    :goto_0
    return-object v0
.end method
