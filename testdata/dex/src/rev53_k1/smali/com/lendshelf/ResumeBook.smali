.class public final Lcom/lendshelf/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/lendshelf/ResumeBook;
.field private static final pending:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final issue-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)V
    .registers 8
    const-string v1, "token"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "tool"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    sget-object v0, Lcom/lendshelf/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    check-cast v0, Ljava/util/Map;
    new-instance v2, Lcom/lendshelf/Pending;
    const/4 v3, 0x0
    invoke-direct {v2, v6, v7, v3}, Lcom/lendshelf/Pending;-><init>(ILjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    invoke-interface {v0, v5, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 31
    return-void
.end method

.method public final take-aJOaiM4(Ljava/lang/String;ILjava/lang/String;)Z
    .registers 7
    const-string v1, "tool"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    sget-object v0, Lcom/lendshelf/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, v4
    if-nez v4, :L17
    const/4 v1, 0x0
    return v1
    :L17
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/lendshelf/Pending;
    if-nez v0, :L30
    const/4 v0, 0x0
    return v0
    :L30
    move-object v2, v0
    .line 35
    invoke-virtual {v2}, Lcom/lendshelf/Pending;->getCaller-hopKgA4()I
    move-result v0
    invoke-static {v0, v5}, Lcom/lendshelf/CallerUid;->equals-impl0(II)Z
    move-result v0
    if-eqz v0, :L60
    invoke-virtual {v2}, Lcom/lendshelf/Pending;->getTool()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, v6}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L60
    const/4 v0, 0x1
    goto :L61
    :L60
    const/4 v0, 0x0
    :L61
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/ResumeBook;
    invoke-direct {v0}, Lcom/lendshelf/ResumeBook;-><init>()V
    sput-object v0, Lcom/lendshelf/ResumeBook;->INSTANCE:Lcom/lendshelf/ResumeBook;
    .line 27
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/lendshelf/ResumeBook;->pending:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

