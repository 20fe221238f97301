.class final Lcom/tallowbrook/salon/clients/ClientGate;
.super Ljava/lang/Object;
.source "ClientGate.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/clients/ClientGate$Resolution;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "SalonClients"


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;

.field private final pm:Landroid/content/pm/PackageManager;

.field private final providerId:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V
    .registers 4

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lcom/tallowbrook/salon/clients/ClientGate;->pm:Landroid/content/pm/PackageManager;

    .line 22
    iput-object p2, p0, Lcom/tallowbrook/salon/clients/ClientGate;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 23
    iput-object p3, p0, Lcom/tallowbrook/salon/clients/ClientGate;->providerId:Ljava/lang/String;

    .line 24
    return-void
.end method

.method private pairedScopes(Ljava/lang/String;)Ljava/util/Set;
    .registers 17
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

    .line 63
    new-instance v8, Ljava/util/LinkedHashSet;

    invoke-direct {v8}, Ljava/util/LinkedHashSet;-><init>()V

    .line 64
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientGate;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    iget-object v7, p0, Lcom/tallowbrook/salon/clients/ClientGate;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 67
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 68
    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v10

    array-length v11, v10

    const/4 v12, 0x0

    :goto_0
    if-ge v12, v11, :cond_1

    aget-object v13, v10, v12

    .line 69
    invoke-virtual {v13}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 70
    invoke-interface {v8, v13}, Ljava/util/Set;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 68
    :cond_0
    add-int/lit8 v12, v12, 0x1

    goto :goto_0

    .line 75
    :cond_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 76
    goto :goto_1

    :catchall_0
    move-exception v14

    .line 75
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 76
    throw v14

    .line 77
    :goto_1
    return-object v8
.end method


# virtual methods
.method resolve(I)Lcom/tallowbrook/salon/core/Caller;
    .registers 10

    .line 45
    iget-object v1, p0, Lcom/tallowbrook/salon/clients/ClientGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v1, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    invoke-static {p1, v1}, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->of(I[Ljava/lang/String;)Lcom/tallowbrook/salon/clients/ClientGate$Resolution;

    move-result-object v5

    .line 46
    iget-object v0, v5, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->packageName:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 47
    invoke-static {p1}, Lcom/tallowbrook/salon/core/Caller;->refused(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0

    .line 49
    :cond_0
    iget-object v1, v5, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->packageName:Ljava/lang/String;

    invoke-direct {p0, v1}, Lcom/tallowbrook/salon/clients/ClientGate;->pairedScopes(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v6

    .line 50
    invoke-interface {v6}, Ljava/util/Set;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 51
    invoke-static {p1}, Lcom/tallowbrook/salon/core/Caller;->refused(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0

    .line 54
    :cond_1
    :try_start_0
    iget-object v0, p0, Lcom/tallowbrook/salon/clients/ClientGate;->pm:Landroid/content/pm/PackageManager;

    iget-object v1, v5, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->packageName:Ljava/lang/String;

    const/high16 v2, 0x8000000

    invoke-virtual {v0, v1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v7

    .line 55
    iget-object v1, v5, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->packageName:Ljava/lang/String;

    iget-object v2, v7, Landroid/content/pm/PackageInfo;->versionName:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "serving "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "SalonClients"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    .line 58
    goto :goto_0

    :catch_0
    move-exception v7

    .line 57
    invoke-static {p1}, Lcom/tallowbrook/salon/core/Caller;->refused(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0

    .line 59
    :goto_0
    iget-object v1, v5, Lcom/tallowbrook/salon/clients/ClientGate$Resolution;->packageName:Ljava/lang/String;

    invoke-static {p1, v1, v6}, Lcom/tallowbrook/salon/core/Caller;->of(ILjava/lang/String;Ljava/util/Set;)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0
.end method
