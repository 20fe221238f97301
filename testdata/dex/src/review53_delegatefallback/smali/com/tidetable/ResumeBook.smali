.class public final Lcom/tidetable/ResumeBook;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/tidetable/ResumeBook;
.field private static final holds:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 31
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final issue(Ljava/lang/String;I)Ljava/lang/String;
    .registers 6
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 35
    sget-object v0, Lcom/tidetable/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 36
    return-object v4
.end method

.method public final take(Ljava/lang/String;I)Z
    .registers 6
    .line 39
    sget-object v0, Lcom/tidetable/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, v4
    if-nez v4, :L11
    const/4 v1, 0x0
    return v1
    :L11
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v2, v5
    if-nez v0, :L27
    goto :L38
    :L27
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v2, :L38
    const/4 v0, 0x1
    goto :L39
    :L38
    const/4 v0, 0x0
    :L39
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/ResumeBook;
    invoke-direct {v0}, Lcom/tidetable/ResumeBook;-><init>()V
    sput-object v0, Lcom/tidetable/ResumeBook;->INSTANCE:Lcom/tidetable/ResumeBook;
    .line 32
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/tidetable/ResumeBook;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

