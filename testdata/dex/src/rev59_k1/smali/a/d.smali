.class public final La/d;
.super Ljava/lang/Object;
.source "SourceFile"

.field public static final a:La/d;
.field private static final b:Ljava/security/SecureRandom;
.field private static final c:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 13
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final a(ILjava/lang/String;)Ljava/lang/String;
    .registers 10
    const-string v1, "tool"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 19
    sget-object v0, La/d;->b:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 20
    const/4 v1, 0x2
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    move-object v4, v0
    move-object v5, v4
    .line 20
    const/4 v0, 0x0
    move v6, v0
    .line 20
    sget-object v0, La/d;->c:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, La/c;
    invoke-direct {v2, v8, v9}, La/c;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 20
    nop
    .line 20
    .line 20
    const-string v2, "also(...)"
    invoke-static {v4, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v4
.end method

.method public final b(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 9
    const-string v1, "tool"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    move-object v0, v6
    if-eqz v6, :L32
    move-object v3, v0
    .line 24
    const/4 v0, 0x0
    move v4, v0
    .line 24
    sget-object v0, La/d;->c:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, La/c;
    .line 24
    nop
    .line 24
    if-nez v0, :L35
    :L32
    const/4 v0, 0x0
    return v0
    :L35
    move-object v2, v0
    .line 25
    iget v0, v2, La/c;->a:I
    if-ne v0, v7, :L62
    iget-object v0, v2, La/c;->b:Ljava/lang/String;
    invoke-static {v0, v8}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L62
    const/4 v0, 0x1
    goto :L63
    :L62
    const/4 v0, 0x0
    :L63
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, La/d;
    invoke-direct {v0}, La/d;-><init>()V
    sput-object v0, La/d;->a:La/d;
    .line 14
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, La/d;->b:Ljava/security/SecureRandom;
    .line 15
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, La/d;->c:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

