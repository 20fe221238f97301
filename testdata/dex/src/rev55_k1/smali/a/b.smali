.class public final La/b;
.super Ljava/lang/Object;
.source "SourceFile"


.field public static final a:La/b;
.field private static final b:Ljava/security/SecureRandom;
.field private static final c:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final d:Ljava/util/concurrent/ConcurrentHashMap;
.field private static final e:Ljava/util/concurrent/atomic/AtomicLong;

.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final a()Ljava/lang/String;
    .registers 5
    .line 17
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 18
    sget-object v0, La/b;->b:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 19
    const/4 v1, 0x2
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final b()Ljava/lang/String;
    .registers 5
    .line 22
    sget-object v0, La/b;->e:Ljava/util/concurrent/atomic/AtomicLong;
    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J
    move-result-wide v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "pk-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final c(I)Ljava/lang/String;
    .registers 7
    .line 24
    invoke-virtual {v5}, La/b;->a()Ljava/lang/String;
    move-result-object v0
    move-object v2, v0
    move-object v3, v2
    .line 24
    const/4 v0, 0x0
    move v4, v0
    .line 24
    sget-object v0, La/b;->c:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 24
    nop
    .line 24
    .line 24
    return-object v2
.end method

.method public final d(Ljava/lang/String;I)Z
    .registers 5
    .line 26
    if-eqz v3, :L35
    sget-object v0, La/b;->c:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-virtual {v0, v3}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v1, v4
    if-nez v0, :L24
    goto :L35
    :L24
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v1, :L35
    const/4 v0, 0x1
    goto :L36
    :L35
    const/4 v0, 0x0
    :L36
    return v0
.end method

.method public final e(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 29
    sget-object v0, La/b;->d:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, La/c;
    invoke-direct {v2, v5, v6}, La/c;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 30
    return-object v4
.end method

.method public final f(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 7
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    sget-object v0, La/b;->d:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, v4
    if-nez v4, :L17
    const/4 v1, 0x0
    return v1
    :L17
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, La/c;
    if-nez v0, :L30
    const/4 v0, 0x0
    return v0
    :L30
    move-object v2, v0
    .line 35
    iget v0, v2, La/c;->a:I
    if-ne v0, v5, :L57
    iget-object v0, v2, La/c;->b:Ljava/lang/String;
    invoke-static {v0, v6}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L57
    const/4 v0, 0x1
    goto :L58
    :L57
    const/4 v0, 0x0
    :L58
    return v0
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, La/b;
    invoke-direct {v0}, La/b;-><init>()V
    sput-object v0, La/b;->a:La/b;
    .line 11
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, La/b;->b:Ljava/security/SecureRandom;
    .line 12
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, La/b;->c:Ljava/util/concurrent/ConcurrentHashMap;
    .line 13
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, La/b;->d:Ljava/util/concurrent/ConcurrentHashMap;
    .line 14
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;
    const-wide/16 v1, 0x3e8L
    invoke-direct {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;-><init>(J)V
    sput-object v0, La/b;->e:Ljava/util/concurrent/atomic/AtomicLong;
    return-void
.end method

