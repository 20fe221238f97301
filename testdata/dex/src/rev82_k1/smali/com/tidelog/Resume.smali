.class public final Lcom/tidelog/Resume;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/tidelog/Resume;
.field private static final holds:Ljava/util/concurrent/ConcurrentHashMap;

.method private constructor <init>()V
    .registers 1
    .line 39
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final issue(Ljava/lang/String;I)Ljava/lang/String;
    .registers 5
    const-string v1, "token"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 44
    sget-object v0, Lcom/tidelog/Resume;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 45
    return-object v3
.end method

.method public static final take(Ljava/lang/String;I)Z
    .registers 5
    .line 49
    sget-object v0, Lcom/tidelog/Resume;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    move-object v1, v3
    if-nez v3, :L11
    const/4 v1, 0x0
    return v1
    :L11
    invoke-virtual {v0, v1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    move v2, v4
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
    new-instance v0, Lcom/tidelog/Resume;
    invoke-direct {v0}, Lcom/tidelog/Resume;-><init>()V
    sput-object v0, Lcom/tidelog/Resume;->INSTANCE:Lcom/tidelog/Resume;
    .line 40
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    sput-object v0, Lcom/tidelog/Resume;->holds:Ljava/util/concurrent/ConcurrentHashMap;
    return-void
.end method

