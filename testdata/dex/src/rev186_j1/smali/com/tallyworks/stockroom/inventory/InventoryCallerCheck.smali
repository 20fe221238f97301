.class final Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;
.super Ljava/lang/Object;
.source "InventoryCallerCheck.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "InventoryCaller"


# instance fields
.field private final context:Landroid/content/Context;

.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;

.field private final providerId:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/tallyworks/stockroom/data/StockDatabase;Ljava/lang/String;)V
    .registers 4

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 45
    iput-object p1, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->context:Landroid/content/Context;

    .line 46
    iput-object p2, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 47
    iput-object p3, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->providerId:Ljava/lang/String;

    .line 48
    return-void
.end method

.method private pairings()Ljava/util/List;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;",
            ">;"
        }
    .end annotation

    .line 111
    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    .line 112
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x4

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "package"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "revoked"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->providerId:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "partners"

    const-string v3, "provider = ? AND enabled = 1"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 116
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 117
    new-instance v1, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;

    const/4 v4, 0x0

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x1

    invoke-interface {v9, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x2

    invoke-interface {v9, v6}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v7, 0x3

    invoke-interface {v9, v7}, Landroid/database/Cursor;->getInt(I)I

    move-result v6

    move-object v0, v8

    move-object v2, v1

    if-eqz v6, :cond_0

    const/4 v6, 0x1

    goto :goto_1

    :cond_0
    const/4 v6, 0x0

    :goto_1
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    .line 120
    :cond_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 121
    goto :goto_2

    :catchall_0
    move-exception v10

    .line 120
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 121
    throw v10

    .line 122
    :goto_2
    return-object v8
.end method

.method private static signedWithPinnedCertificate(Landroid/content/pm/PackageManager;Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Z
    .registers 6

    .line 101
    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->-$$Nest$fgetcertSha256(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v3

    .line 102
    if-eqz v3, :cond_0

    array-length v0, v3

    const/16 v1, 0x20

    if-eq v0, v1, :cond_1

    .line 103
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 106
    :cond_1
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_2

    invoke-static {p1}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->-$$Nest$fgetpackageName(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;

    move-result-object v1

    .line 107
    const/4 v2, 0x1

    invoke-virtual {p0, v1, v3, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    .line 106
    :goto_0
    return v0
.end method

.method private verifiedPairing(I)Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;
    .registers 17

    .line 70
    iget-object v0, p0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v5

    .line 71
    move/from16 v1, p1

    invoke-virtual {v5, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v6

    .line 72
    if-eqz v6, :cond_0

    array-length v0, v6

    if-nez v0, :cond_1

    .line 73
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 75
    :cond_1
    array-length v0, v6

    const/4 v1, 0x1

    if-le v0, v1, :cond_2

    .line 76
    array-length v2, v6

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "refusing shared uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    move/from16 v4, p1

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " ("

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " packages)"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "InventoryCaller"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 77
    const/4 v0, 0x0

    return-object v0

    .line 79
    :cond_2
    invoke-direct {p0}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->pairings()Ljava/util/List;

    move-result-object v7

    .line 80
    const/4 v8, 0x0

    .line 82
    move-object v9, v6

    array-length v10, v9

    const/4 v11, 0x0

    :goto_0
    if-ge v11, v10, :cond_6

    aget-object v12, v9, v11

    .line 83
    invoke-interface {v7}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_1
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;

    move-object v14, v0

    .line 84
    invoke-static {v14}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->-$$Nest$fgetpackageName(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, v12}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 85
    goto :goto_1

    .line 87
    :cond_3
    invoke-static {v14}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->-$$Nest$fgetrevoked(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 88
    goto :goto_2

    .line 90
    :cond_4
    move-object v8, v14

    .line 91
    goto :goto_3

    .line 82
    :cond_5
    :goto_2
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 94
    :cond_6
    :goto_3
    if-eqz v8, :cond_7

    invoke-static {v5, v8}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->signedWithPinnedCertificate(Landroid/content/pm/PackageManager;Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Z

    move-result v0

    if-nez v0, :cond_8

    .line 95
    :cond_7
    const/4 v0, 0x0

    return-object v0

    .line 97
    :cond_8
    return-object v8
.end method


# virtual methods
.method admit(I)Ljava/lang/String;
    .registers 3

    .line 52
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->verifiedPairing(I)Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;

    move-result-object v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "PERMISSION_DENIED"

    :goto_0
    return-object v0
.end method

.method grantedScopes(I)Ljava/util/Set;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 56
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck;->verifiedPairing(I)Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;

    move-result-object v2

    .line 57
    if-nez v2, :cond_0

    .line 58
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 60
    :cond_0
    new-instance v3, Ljava/util/HashSet;

    invoke-direct {v3}, Ljava/util/HashSet;-><init>()V

    .line 61
    invoke-static {v2}, Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;->-$$Nest$fgetscopes(Lcom/tallyworks/stockroom/inventory/InventoryCallerCheck$Pairing;)Ljava/lang/String;

    move-result-object v0

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_2

    aget-object v7, v4, v6

    .line 62
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    .line 63
    invoke-interface {v3, v7}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 61
    :cond_1
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 66
    :cond_2
    return-object v3
.end method
