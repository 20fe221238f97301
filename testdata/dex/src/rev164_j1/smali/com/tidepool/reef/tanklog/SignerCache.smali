.class final Lcom/tidepool/reef/tanklog/SignerCache;
.super Ljava/lang/Object;
.source "SignerCache.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/tanklog/SignerCache$Holder;
    }
.end annotation


# instance fields
.field private final digests:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;>;"
        }
    .end annotation
.end field


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/tidepool/reef/tanklog/SignerCache;->digests:Ljava/util/Map;

    .line 19
    return-void
.end method

.method synthetic constructor <init>(Lcom/tidepool/reef/tanklog/SignerCache$1;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Lcom/tidepool/reef/tanklog/SignerCache;-><init>()V

    return-void
.end method

.method static get()Lcom/tidepool/reef/tanklog/SignerCache;
    .registers 1

    .line 26
    sget-object v0, Lcom/tidepool/reef/tanklog/SignerCache$Holder;->INSTANCE:Lcom/tidepool/reef/tanklog/SignerCache;

    return-object v0
.end method

.method private static load(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/util/Set;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/pm/PackageManager;",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 47
    const/16 v2, 0x40

    :try_start_0
    invoke-virtual {p0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v3

    .line 48
    new-instance v0, Ljava/util/HashSet;

    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V

    move-object v4, v0

    .line 49
    iget-object v5, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_0

    aget-object v8, v5, v7

    .line 50
    invoke-virtual {v8}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/tidepool/reef/cetp/Crypto;->sha256Hex([B)Ljava/lang/String;

    move-result-object v1

    invoke-interface {v4, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    .line 49
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 52
    :cond_0
    move-object v0, v4

    return-object v0

    :catch_0
    move-exception v3

    .line 54
    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method declared-synchronized signedBy(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 6

    monitor-enter p0

    .line 31
    if-nez p3, :cond_0

    .line 32
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 34
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/SignerCache;->digests:Ljava/util/Map;

    invoke-interface {v0, p2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    move-object v1, v0

    .line 35
    if-nez v1, :cond_2

    .line 36
    invoke-static {p1, p2}, Lcom/tidepool/reef/tanklog/SignerCache;->load(Landroid/content/pm/PackageManager;Ljava/lang/String;)Ljava/util/Set;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v1

    .line 37
    if-nez v1, :cond_1

    .line 38
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 40
    :cond_1
    :try_start_1
    iget-object v0, p0, Lcom/tidepool/reef/tanklog/SignerCache;->digests:Ljava/util/Map;

    invoke-interface {v0, p2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 42
    :cond_2
    invoke-interface {v1, p3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result v0

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
