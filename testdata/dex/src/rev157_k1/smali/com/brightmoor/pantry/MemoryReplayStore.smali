.class public final Lcom/brightmoor/pantry/MemoryReplayStore;
.super Ljava/lang/Object;
.source "Repositories.kt"

# interfaces
.implements Lcom/brightmoor/pantry/ReplayStore;


# instance fields
.field private final records:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 78
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 79
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/brightmoor/pantry/MemoryReplayStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    .line 78
    return-void
.end method


# virtual methods
.method public prior(Ljava/lang/String;)Lcom/brightmoor/pantry/ReplayEntity;
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 81
    iget-object v0, p0, Lcom/brightmoor/pantry/MemoryReplayStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/brightmoor/pantry/ReplayEntity;

    return-object v0
.end method

.method public record(Ljava/lang/String;Lcom/brightmoor/pantry/ReplayEntity;)V
    .registers 5

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "entity"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 84
    iget-object v0, p0, Lcom/brightmoor/pantry/MemoryReplayStore;->records:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->putIfAbsent(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 85
    return-void
.end method
