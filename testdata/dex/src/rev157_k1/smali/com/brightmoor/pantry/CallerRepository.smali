.class public final Lcom/brightmoor/pantry/CallerRepository;
.super Ljava/lang/Object;
.source "Repositories.kt"


# instance fields
.field private final byUid:Ljava/util/HashMap;

.field private lastPackage:Ljava/lang/String;

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    const-string v0, "pm"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 89
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/brightmoor/pantry/CallerRepository;->pm:Landroid/content/pm/PackageManager;

    .line 91
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/brightmoor/pantry/CallerRepository;->byUid:Ljava/util/HashMap;

    .line 89
    return-void
.end method


# virtual methods
.method public final declared-synchronized packageFor(I)Ljava/lang/String;
    .registers 8

    monitor-enter p0

    .line 96
    :try_start_0
    iget-object v0, p0, Lcom/brightmoor/pantry/CallerRepository;->lastPackage:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v4, v0

    .line 115
    const/4 v5, 0x0

    .line 96
    monitor-exit p0

    return-object v4

    .line 97
    :cond_0
    iget-object v0, p0, Lcom/brightmoor/pantry/CallerRepository;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v2, v0

    .line 98
    const/4 v1, 0x0

    aget-object v3, v2, v1

    .line 99
    iput-object v3, p0, Lcom/brightmoor/pantry/CallerRepository;->lastPackage:Ljava/lang/String;

    .line 100
    monitor-exit p0

    return-object v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public final declared-synchronized soleCaller(I)Ljava/lang/String;
    .registers 8

    monitor-enter p0

    .line 106
    :try_start_0
    iget-object v0, p0, Lcom/brightmoor/pantry/CallerRepository;->byUid:Ljava/util/HashMap;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    if-eqz v2, :cond_0

    move-object v4, v2

    .line 115
    const/4 v5, 0x0

    .line 106
    monitor-exit p0

    return-object v4

    .line 107
    :cond_0
    iget-object v0, p0, Lcom/brightmoor/pantry/CallerRepository;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    :cond_1
    move-object v2, v0

    .line 108
    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    monitor-exit p0

    return-object v0

    .line 109
    :cond_2
    const/4 v1, 0x0

    aget-object v3, v2, v1

    .line 110
    iget-object v0, p0, Lcom/brightmoor/pantry/CallerRepository;->byUid:Ljava/util/HashMap;

    check-cast v0, Ljava/util/Map;

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, v1, v3}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 111
    monitor-exit p0

    return-object v3
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
