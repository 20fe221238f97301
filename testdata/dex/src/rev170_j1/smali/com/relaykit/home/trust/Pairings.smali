.class public final Lcom/relaykit/home/trust/Pairings;
.super Ljava/lang/Object;
.source "Pairings.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/trust/Pairings$Pairing;,
        Lcom/relaykit/home/trust/Pairings$Verifier;
    }
.end annotation


# static fields
.field private static final COLUMNS:[Ljava/lang/String;


# instance fields
.field private final db:Lcom/relaykit/home/core/HomeDb;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 16
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "cert_sha256"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "scopes"

    aput-object v2, v0, v1

    sput-object v0, Lcom/relaykit/home/trust/Pairings;->COLUMNS:[Ljava/lang/String;

    return-void
.end method

.method public constructor <init>(Lcom/relaykit/home/core/HomeDb;)V
    .registers 2

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 45
    iput-object p1, p0, Lcom/relaykit/home/trust/Pairings;->db:Lcom/relaykit/home/core/HomeDb;

    .line 46
    return-void
.end method


# virtual methods
.method public find(Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/trust/Pairings$Pairing;
    .registers 15

    .line 50
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v0, v2

    const/4 v2, 0x1

    aput-object p2, v0, v2

    move-object v8, v0

    .line 51
    iget-object v0, p0, Lcom/relaykit/home/trust/Pairings;->db:Lcom/relaykit/home/core/HomeDb;

    invoke-virtual {v0}, Lcom/relaykit/home/core/HomeDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    sget-object v2, Lcom/relaykit/home/trust/Pairings;->COLUMNS:[Ljava/lang/String;

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider = ?"

    move-object v4, v8

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 53
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_1

    .line 54
    const/4 v10, 0x0

    .line 58
    if-eqz v9, :cond_0

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 54
    :cond_0
    return-object v10

    .line 56
    :cond_1
    :try_start_1
    new-instance v0, Ljava/util/HashSet;

    const/4 v3, 0x1

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const-string v3, ","

    invoke-virtual {v2, v3}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    move-object v10, v0

    .line 57
    new-instance v0, Lcom/relaykit/home/trust/Pairings$Pairing;

    const/4 v3, 0x0

    invoke-interface {v9, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lcom/relaykit/home/core/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v2

    invoke-static {v10}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v3

    invoke-direct {v0, v2, v3}, Lcom/relaykit/home/trust/Pairings$Pairing;-><init>([BLjava/util/Set;)V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_0

    move-object v11, v0

    .line 58
    if-eqz v9, :cond_2

    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 57
    :cond_2
    return-object v11

    :catch_0
    move-exception v10

    .line 51
    if-eqz v9, :cond_3

    :try_start_2
    invoke-interface {v9}, Landroid/database/Cursor;->close()V
    :try_end_2
    .catch Ljava/lang/Throwable; {:try_start_2 .. :try_end_2} :catch_1

    goto :goto_0

    :catch_1
    move-exception v11

    invoke-virtual {v10, v11}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_3
    :goto_0
    throw v10
.end method
