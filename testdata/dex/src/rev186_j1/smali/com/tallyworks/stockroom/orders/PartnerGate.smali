.class final Lcom/tallyworks/stockroom/orders/PartnerGate;
.super Ljava/lang/Object;
.source "PartnerGate.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;
    }
.end annotation


# static fields
.field private static final TAG:Ljava/lang/String; = "OrdersPartners"


# instance fields
.field private final context:Landroid/content/Context;

.field private final database:Lcom/tallyworks/stockroom/data/StockDatabase;

.field private final providerId:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/tallyworks/stockroom/data/StockDatabase;Ljava/lang/String;)V
    .registers 4

    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 38
    iput-object p1, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->context:Landroid/content/Context;

    .line 39
    iput-object p2, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    .line 40
    iput-object p3, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->providerId:Ljava/lang/String;

    .line 41
    return-void
.end method

.method private partnerFor(I)Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;
    .registers 13

    .line 73
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    .line 74
    invoke-virtual {v1, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 75
    if-eqz v2, :cond_0

    array-length v0, v2

    if-nez v0, :cond_1

    .line 76
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 78
    :cond_1
    invoke-direct {p0}, Lcom/tallyworks/stockroom/orders/PartnerGate;->partners()Ljava/util/List;

    move-result-object v3

    .line 79
    const/4 v4, 0x0

    .line 81
    move-object v5, v2

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_5

    aget-object v8, v5, v7

    .line 82
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_1
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;

    move-object v10, v0

    .line 83
    invoke-static {v10}, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->-$$Nest$fgetpackageName(Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 84
    goto :goto_1

    .line 86
    :cond_2
    invoke-static {v10}, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->-$$Nest$fgetrevoked(Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 87
    goto :goto_2

    .line 89
    :cond_3
    move-object v4, v10

    .line 90
    goto :goto_3

    .line 81
    :cond_4
    :goto_2
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 93
    :cond_5
    :goto_3
    return-object v4
.end method

.method private partners()Ljava/util/List;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;",
            ">;"
        }
    .end annotation

    .line 97
    new-instance v8, Ljava/util/ArrayList;

    invoke-direct {v8}, Ljava/util/ArrayList;-><init>()V

    .line 98
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->database:Lcom/tallyworks/stockroom/data/StockDatabase;

    invoke-virtual {v0}, Lcom/tallyworks/stockroom/data/StockDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "package"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "revoked"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->providerId:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    const-string v1, "partners"

    const-string v3, "provider = ? AND enabled = 1"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 101
    :goto_0
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 102
    new-instance v1, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;

    const/4 v4, 0x0

    invoke-interface {v9, v4}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v3

    const/4 v5, 0x1

    invoke-interface {v9, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x2

    invoke-interface {v9, v6}, Landroid/database/Cursor;->getInt(I)I

    move-result v5

    move-object v0, v8

    move-object v2, v1

    if-eqz v5, :cond_0

    const/4 v5, 0x1

    goto :goto_1

    :cond_0
    const/4 v5, 0x0

    :goto_1
    invoke-direct {v2, v3, v4, v5}, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    .line 105
    :cond_1
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 106
    goto :goto_2

    :catchall_0
    move-exception v10

    .line 105
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 106
    throw v10

    .line 107
    :goto_2
    return-object v8
.end method


# virtual methods
.method admit(I)Ljava/lang/String;
    .registers 6

    .line 44
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/orders/PartnerGate;->partnerFor(I)Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 45
    const/4 v0, 0x0

    return-object v0

    .line 47
    :cond_0
    invoke-virtual {p0, p1}, Lcom/tallyworks/stockroom/orders/PartnerGate;->describe(I)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "not a partner: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "OrdersPartners"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 48
    const-string v0, "PERMISSION_DENIED"

    return-object v0
.end method

.method describe(I)Ljava/lang/String;
    .registers 7

    .line 67
    iget-object v0, p0, Lcom/tallyworks/stockroom/orders/PartnerGate;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 68
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v1, 0x0

    aget-object v0, v4, v1

    goto :goto_1

    .line 69
    :cond_0
    move v0, p1

    if-nez v4, :cond_1

    const/4 v1, 0x0

    goto :goto_0

    :cond_1
    array-length v1, v4

    :goto_0
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "uid "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " ("

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " packages)"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    .line 68
    :goto_1
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

    .line 52
    invoke-direct {p0, p1}, Lcom/tallyworks/stockroom/orders/PartnerGate;->partnerFor(I)Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;

    move-result-object v2

    .line 53
    if-nez v2, :cond_0

    .line 54
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 56
    :cond_0
    new-instance v3, Ljava/util/HashSet;

    invoke-direct {v3}, Ljava/util/HashSet;-><init>()V

    .line 57
    invoke-static {v2}, Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;->-$$Nest$fgetscopes(Lcom/tallyworks/stockroom/orders/PartnerGate$Partner;)Ljava/lang/String;

    move-result-object v0

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v4

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_2

    aget-object v7, v4, v6

    .line 58
    invoke-virtual {v7}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1

    .line 59
    invoke-interface {v3, v7}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 57
    :cond_1
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 62
    :cond_2
    return-object v3
.end method
