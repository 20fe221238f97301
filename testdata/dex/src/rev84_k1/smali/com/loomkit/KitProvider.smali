.class public abstract Lcom/loomkit/KitProvider;
.super Landroid/content/ContentProvider;
.source "Kit.kt"

# interfaces
.implements Lcom/loomkit/Replies;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nKit.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Kit.kt\ncom/loomkit/KitProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,82:1\n1#2:83\n*E\n"
.end annotation

.field public static final Companion:Lcom/loomkit/KitProvider$Companion;
.field protected db:Landroid/database/sqlite/SQLiteDatabase;
.field private final sessions:Ljava/util/concurrent/ConcurrentHashMap;
.field private final holds:Ljava/util/concurrent/ConcurrentHashMap;
.field public static final PI_FLAGS:I
.field public static final LOCKED_FLAGS:I
.field public static final WEAVERS:Ljava/util/Set;
.field public static final DB_NAME:Ljava/lang/String; = "loom.db"
.field public static final ACTION_SHARE:Ljava/lang/String; = "com.loomkit.action.SHARE_PATTERN"
.field public static final TAG:Ljava/lang/String; = "LoomKit"
.field private static final random:Ljava/security/SecureRandom;

.method public constructor <init>()V
    .registers 2
    .line 36
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    .line 38
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/loomkit/KitProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    .line 39
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v0, v1, Lcom/loomkit/KitProvider;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    .line 36
    return-void
.end method

.method protected final getDb()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2
    .line 37
    iget-object v0, v1, Lcom/loomkit/KitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "db"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method protected final setDb(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    iput-object v2, v1, Lcom/loomkit/KitProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method protected final getSessions()Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2
    .line 38
    iget-object v0, v1, Lcom/loomkit/KitProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    return-object v0
.end method

.method public onCreate()Z
    .registers 6
    .line 42
    new-instance v1, Ljava/io/File;
    invoke-virtual {v5}, Lcom/loomkit/KitProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "loom.db"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const/4 v2, 0x0
    invoke-static {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/io/File;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v1
    const-string v3, "openOrCreateDatabase(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {v5, v1}, Lcom/loomkit/KitProvider;->setDb(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 43
    const/4 v0, 0x1
    return v0
.end method

.method protected final callerPackage(I)Ljava/lang/String;
    .registers 6
    .line 47
    invoke-virtual {v4}, Lcom/loomkit/KitProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-eqz v0, :L59
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    if-eqz v0, :L59
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L59
    invoke-static {v0}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    if-eqz v0, :L59
    move-object v1, v0
    move-object v2, v1
    .line 83
    const/4 v0, 0x0
    move v3, v0
    .line 47
    sget-object v0, Lcom/loomkit/KitProvider;->WEAVERS:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    .line 47
    if-eqz v0, :L55
    move-object v0, v1
    goto :L61
    :L55
    const/4 v0, 0x0
    goto :L61
    :L59
    .line 47
    const/4 v0, 0x0
    :L61
    return-object v0
.end method

.method protected final openSession(I)Ljava/lang/String;
    .registers 7
    .line 49
    invoke-virtual {v5}, Lcom/loomkit/KitProvider;->secureToken()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    .line 83
    const/4 v0, 0x0
    move v4, v0
    .line 49
    iget-object v0, v5, Lcom/loomkit/KitProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 49
    nop
    .line 49
    .line 49
    return-object v2
.end method

.method protected final owns(Ljava/lang/String;I)Z
    .registers 7
    .line 51
    move-object v0, v5
    if-eqz v5, :L48
    move-object v2, v0
    .line 83
    const/4 v0, 0x0
    move v3, v0
    .line 51
    iget-object v0, v4, Lcom/loomkit/KitProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v2}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    .line 51
    nop
    .line 51
    move v1, v6
    if-nez v0, :L33
    goto :L44
    :L33
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v1, :L44
    const/4 v0, 0x1
    goto :L50
    :L44
    const/4 v0, 0x0
    goto :L50
    :L48
    const/4 v0, 0x0
    :L50
    return v0
.end method

.method protected final ownerOf(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 5
    .line 53
    move-object v0, v4
    if-eqz v4, :L22
    move-object v1, v0
    .line 83
    const/4 v0, 0x0
    move v2, v0
    .line 53
    iget-object v0, v3, Lcom/loomkit/KitProvider;->sessions:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    .line 53
    goto :L24
    :L22
    .line 53
    const/4 v0, 0x0
    :L24
    return-object v0
.end method

.method protected final issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 11
    const-string v1, "token"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 56
    move-object v4, v8
    move-object v5, v4
    .line 83
    const/4 v0, 0x0
    move v6, v0
    .line 56
    iget-object v0, v7, Lcom/loomkit/KitProvider;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v9}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v2
    const/16 v3, 0x3a
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v2
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 56
    nop
    .line 56
    .line 56
    return-object v4
.end method

.method protected final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 9
    const-string v1, "tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 59
    move-object v0, v6
    if-eqz v6, :L31
    move-object v3, v0
    .line 83
    const/4 v0, 0x0
    move v4, v0
    .line 59
    iget-object v0, v5, Lcom/loomkit/KitProvider;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    .line 59
    goto :L33
    :L31
    .line 59
    const/4 v0, 0x0
    :L33
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v1
    const/16 v2, 0x3a
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method protected final secureToken()Ljava/lang/String;
    .registers 7
    .line 62
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    move-object v4, v3
    .line 83
    const/4 v0, 0x0
    move v5, v0
    .line 62
    sget-object v0, Lcom/loomkit/KitProvider;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 62
    .line 62
    move-object v4, v3
    .line 83
    const/4 v0, 0x0
    move v5, v0
    .line 62
    const/4 v1, 0x2
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 62
    nop
    .line 62
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method protected final quickToken()Ljava/lang/String;
    .registers 4
    .line 64
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "yarn-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 69
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "u"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    const/4 v0, 0x0
    return v0
.end method

.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/loomkit/KitProvider$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/loomkit/KitProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/loomkit/KitProvider;->Companion:Lcom/loomkit/KitProvider$Companion;
    .line 73
    const/high16 v0, 0x8000000
    sput v0, Lcom/loomkit/KitProvider;->PI_FLAGS:I
    .line 74
    const/high16 v0, 0xc000000
    sput v0, Lcom/loomkit/KitProvider;->LOCKED_FLAGS:I
    .line 75
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    move-object v3, v0
    const/4 v1, 0x0
    const-string v2, "com.loomkit.companion"
    aput-object v2, v3, v1
    const/4 v1, 0x1
    const-string v2, "org.weavers.assistant"
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/loomkit/KitProvider;->WEAVERS:Ljava/util/Set;
    .line 79
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/loomkit/KitProvider;->random:Ljava/security/SecureRandom;
    return-void
.end method

