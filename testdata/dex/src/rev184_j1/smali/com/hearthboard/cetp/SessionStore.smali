.class public final Lcom/hearthboard/cetp/SessionStore;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthboard/cetp/SessionStore$Session;
    }
.end annotation


# static fields
.field private static final HEX:[C

.field private static final RANDOM:Ljava/security/SecureRandom;

.field public static final SESSION_TTL_MS:J = 0x36ee80L


# instance fields
.field private final database:Lcom/hearthboard/data/HearthDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 18
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/hearthboard/cetp/SessionStore;->RANDOM:Ljava/security/SecureRandom;

    .line 19
    const-string v0, "0123456789abcdef"

    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C

    move-result-object v0

    sput-object v0, Lcom/hearthboard/cetp/SessionStore;->HEX:[C

    return-void
.end method

.method public constructor <init>(Lcom/hearthboard/data/HearthDatabase;)V
    .registers 2

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 24
    iput-object p1, p0, Lcom/hearthboard/cetp/SessionStore;->database:Lcom/hearthboard/data/HearthDatabase;

    .line 25
    return-void
.end method

.method static hex([B)Ljava/lang/String;
    .registers 7

    .line 118
    array-length v0, p0

    mul-int/lit8 v0, v0, 0x2

    new-array v4, v0, [C

    .line 119
    const/4 v5, 0x0

    :goto_0
    array-length v1, p0

    if-ge v5, v1, :cond_0

    .line 120
    mul-int/lit8 v1, v5, 0x2

    sget-object v2, Lcom/hearthboard/cetp/SessionStore;->HEX:[C

    aget-byte v3, p0, v5

    shr-int/lit8 v3, v3, 0x4

    and-int/lit8 v3, v3, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 121
    mul-int/lit8 v1, v5, 0x2

    add-int/lit8 v1, v1, 0x1

    sget-object v2, Lcom/hearthboard/cetp/SessionStore;->HEX:[C

    aget-byte v3, p0, v5

    and-int/lit8 v3, v3, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 119
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 123
    :cond_0
    new-instance v0, Ljava/lang/String;

    invoke-direct {v0, v4}, Ljava/lang/String;-><init>([C)V

    return-object v0
.end method

.method public static newToken(I)Ljava/lang/String;
    .registers 3

    .line 100
    new-array v1, p0, [B

    .line 101
    sget-object v0, Lcom/hearthboard/cetp/SessionStore;->RANDOM:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 102
    invoke-static {v1}, Lcom/hearthboard/cetp/SessionStore;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256Hex(Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 114
    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p0, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v0

    invoke-static {v0}, Lcom/hearthboard/cetp/SessionStore;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static sha256Hex([B)Ljava/lang/String;
    .registers 3

    .line 107
    :try_start_0
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    invoke-static {v0}, Lcom/hearthboard/cetp/SessionStore;->hex([B)Ljava/lang/String;
    :try_end_0
    .catch Ljava/security/NoSuchAlgorithmException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v1

    .line 109
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/hearthboard/rx/Single;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "IJ)",
            "Lcom/hearthboard/rx/Single<",
            "Lcom/hearthboard/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 70
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;

    move-object v1, p0

    move-object v2, p2

    move-object v3, p1

    move v4, p3

    move-wide v5, p4

    invoke-direct/range {v0 .. v6}, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/cetp/SessionStore;Ljava/lang/String;Ljava/lang/String;IJ)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$find$1$com-hearthboard-cetp-SessionStore(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/hearthboard/cetp/SessionStore$Session;
    .registers 19
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 71
    iget-object v0, p0, Lcom/hearthboard/cetp/SessionStore;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 72
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "capabilities"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const/4 v6, 0x1

    aput-object p2, v4, v6

    .line 74
    move/from16 v7, p3

    invoke-static {v7}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    move-wide/from16 v7, p4

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x3

    aput-object v7, v4, v6

    .line 72
    move-object v0, v9

    const-string v1, "sessions"

    const-string v3, "token = ? AND provider = ? AND uid = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 75
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 76
    new-instance v0, Ljava/util/NoSuchElementException;

    const-string v2, "no session"

    invoke-direct {v0, v2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 78
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$Session;

    const/4 v5, 0x0

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x1

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    move-object v1, v0

    move-object v2, p1

    move/from16 v3, p3

    invoke-direct/range {v1 .. v6}, Lcom/hearthboard/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 79
    if-eqz v10, :cond_1

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 78
    :cond_1
    return-object v11

    :catch_0
    move-exception v11

    .line 72
    if-eqz v10, :cond_2

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v11
.end method

.method public synthetic lambda$latestFor$2$com-hearthboard-cetp-SessionStore(Ljava/lang/String;IJ)Lcom/hearthboard/cetp/SessionStore$Session;
    .registers 18
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 86
    iget-object v0, p0, Lcom/hearthboard/cetp/SessionStore;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v9

    .line 87
    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "token"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "capabilities"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "expires_at"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    .line 89
    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    move-wide/from16 v7, p3

    invoke-static {v7, v8}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v7

    const/4 v6, 0x2

    aput-object v7, v4, v6

    .line 87
    move-object v0, v9

    const-string v1, "sessions"

    const-string v3, "provider = ? AND uid = ? AND expires_at > ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-string v7, "expires_at DESC"

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v10

    .line 91
    :try_start_0
    invoke-interface {v10}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-nez v0, :cond_0

    .line 92
    new-instance v0, Ljava/util/NoSuchElementException;

    const-string v2, "no session"

    invoke-direct {v0, v2}, Ljava/util/NoSuchElementException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 94
    :cond_0
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$Session;

    const/4 v3, 0x0

    invoke-interface {v10, v3}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v2

    const/4 v5, 0x1

    invoke-interface {v10, v5}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v4

    const/4 v6, 0x2

    invoke-interface {v10, v6}, Landroid/database/Cursor;->getLong(I)J

    move-result-wide v5

    move-object v1, v0

    move v3, p2

    invoke-direct/range {v1 .. v6}, Lcom/hearthboard/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-object v11, v0

    .line 95
    if-eqz v10, :cond_1

    invoke-interface {v10}, Landroid/database/Cursor;->close()V

    .line 94
    :cond_1
    return-object v11

    :catch_0
    move-exception v11

    .line 87
    if-eqz v10, :cond_2

    :try_start_1
    invoke-interface {v10}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_0

    :catch_1
    move-exception v12

    invoke-virtual {v11, v12}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_0
    throw v11
.end method

.method public synthetic lambda$open$0$com-hearthboard-cetp-SessionStore(Ljava/lang/String;ILjava/lang/String;)Lcom/hearthboard/cetp/SessionStore$Session;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 55
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/hearthboard/cetp/SessionStore;->newToken(I)Ljava/lang/String;

    move-result-object v7

    .line 56
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x36ee80

    add-long v8, v0, v2

    .line 57
    new-instance v10, Landroid/content/ContentValues;

    invoke-direct {v10}, Landroid/content/ContentValues;-><init>()V

    .line 58
    const-string v1, "token"

    invoke-virtual {v10, v1, v7}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 59
    const-string v1, "provider"

    invoke-virtual {v10, v1, p1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 60
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "uid"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 61
    const-string v1, "capabilities"

    invoke-virtual {v10, v1, p3}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 62
    invoke-static {v8, v9}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "expires_at"

    invoke-virtual {v10, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Long;)V

    .line 63
    iget-object v0, p0, Lcom/hearthboard/cetp/SessionStore;->database:Lcom/hearthboard/data/HearthDatabase;

    invoke-virtual {v0}, Lcom/hearthboard/data/HearthDatabase;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const-string v1, "sessions"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2, v10}, Landroid/database/sqlite/SQLiteDatabase;->insertOrThrow(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 64
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$Session;

    move-object v1, v0

    move-object v2, v7

    move v3, p2

    move-object v4, p3

    move-wide v5, v8

    invoke-direct/range {v1 .. v6}, Lcom/hearthboard/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    return-object v0
.end method

.method public latestFor(Ljava/lang/String;IJ)Lcom/hearthboard/rx/Single;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "IJ)",
            "Lcom/hearthboard/rx/Single<",
            "Lcom/hearthboard/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 85
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda2;

    move-object v1, p0

    move-object v2, p1

    move v3, p2

    move-wide v4, p3

    invoke-direct/range {v0 .. v5}, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/cetp/SessionStore;Ljava/lang/String;IJ)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method

.method public open(Ljava/lang/String;ILjava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "I",
            "Ljava/lang/String;",
            ")",
            "Lcom/hearthboard/rx/Single<",
            "Lcom/hearthboard/cetp/SessionStore$Session;",
            ">;"
        }
    .end annotation

    .line 54
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1, p2, p3}, Lcom/hearthboard/cetp/SessionStore$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/cetp/SessionStore;Ljava/lang/String;ILjava/lang/String;)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    return-object v0
.end method
