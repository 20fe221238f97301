.class public final Lcom/fernlog/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/fernlog/ResumeBook;
.field private static final holds:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 30
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final issue(Ljava/lang/String;ILjava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    sget-object v0, Lcom/fernlog/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    new-instance v2, Lcom/fernlog/Hold;
    invoke-direct {v2, v5, v6}, Lcom/fernlog/Hold;-><init>(ILjava/lang/String;)V
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 35
    return-object v4
.end method

.method public final take(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 7
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 39
    sget-object v0, Lcom/fernlog/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, v4
    if-nez v4, :L17
    const/4 v1, 0x0
    return v1
    :L17
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/fernlog/Hold;
    if-nez v0, :L30
    const/4 v0, 0x0
    return v0
    :L30
    move-object v2, v0
    .line 40
    invoke-virtual {v2}, Lcom/fernlog/Hold;->getUid()I
    move-result v0
    if-ne v0, v5, :L57
    invoke-virtual {v2}, Lcom/fernlog/Hold;->getTool()Ljava/lang/String;
    move-result-object v0
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
    .registers 1
    new-instance v0, Lcom/fernlog/ResumeBook;
    invoke-direct {v0}, Lcom/fernlog/ResumeBook;-><init>()V
    sput-object v0, Lcom/fernlog/ResumeBook;->INSTANCE:Lcom/fernlog/ResumeBook;
    .line 31
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/fernlog/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

