.class public final Lcom/marginalia/notes/tools/MemoryReplays;
.super Ljava/lang/Object;
.source "Replays.kt"


# static fields
.field public static final INSTANCE:Lcom/marginalia/notes/tools/MemoryReplays;

.field private static final entries:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/marginalia/notes/tools/MemoryReplays;

    invoke-direct {v0}, Lcom/marginalia/notes/tools/MemoryReplays;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->INSTANCE:Lcom/marginalia/notes/tools/MemoryReplays;

    .line 58
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 57
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 9

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "digest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    sget-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    new-instance v2, Lcom/marginalia/notes/tools/Replay;

    const/4 v3, 0x0

    const/4 v4, 0x0

    invoke-direct {v2, p2, p3, v3, v4}, Lcom/marginalia/notes/tools/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, p1, v2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final complete(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 10

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "status"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "data"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 66
    sget-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/marginalia/notes/tools/Replay;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v5, v0

    .line 67
    sget-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lcom/marginalia/notes/tools/Replay;

    invoke-virtual {v5}, Lcom/marginalia/notes/tools/Replay;->getTool()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v5}, Lcom/marginalia/notes/tools/Replay;->getArgsDigest()Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v3, v4, p2, p3}, Lcom/marginalia/notes/tools/Replay;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 68
    return-void
.end method

.method public final prior(Ljava/lang/String;)Lcom/marginalia/notes/tools/Replay;
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 60
    sget-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/marginalia/notes/tools/Replay;

    return-object v0
.end method

.method public final release(Ljava/lang/String;)V
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    sget-object v0, Lcom/marginalia/notes/tools/MemoryReplays;->entries:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 72
    return-void
.end method
