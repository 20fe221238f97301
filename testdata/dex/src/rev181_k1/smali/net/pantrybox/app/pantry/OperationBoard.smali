.class public final Lnet/pantrybox/app/pantry/OperationBoard;
.super Ljava/lang/Object;
.source "Ledger.kt"

# interfaces
.implements Ljava/util/Map;
.implements Lkotlin/jvm/internal/markers/KMutableMap;


# instance fields
.field private final synthetic $$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 84
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method


# virtual methods
.method public clear()V
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->clear()V

    return-void
.end method

.method public final bridge containsKey(Ljava/lang/Object;)Z
    .registers 4

    .line 84
    instance-of v0, p1, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v1, p1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/pantry/OperationBoard;->containsKey(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public containsKey(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final bridge containsValue(Ljava/lang/Object;)Z
    .registers 4

    .line 84
    instance-of v0, p1, Lnet/pantrybox/app/pantry/PantryOperation;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v1, p1

    check-cast v1, Lnet/pantrybox/app/pantry/PantryOperation;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/pantry/OperationBoard;->containsValue(Lnet/pantrybox/app/pantry/PantryOperation;)Z

    move-result v0

    return v0
.end method

.method public containsValue(Lnet/pantrybox/app/pantry/PantryOperation;)Z
    .registers 4

    const-string v1, "value"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->containsValue(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public final bridge entrySet()Ljava/util/Set;
    .registers 2

    .line 84
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/OperationBoard;->getEntries()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public final bridge synthetic get(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 84
    instance-of v0, p1, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, p1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/pantry/OperationBoard;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    return-object v0
.end method

.method public final bridge get(Ljava/lang/Object;)Lnet/pantrybox/app/pantry/PantryOperation;
    .registers 4

    .line 84
    instance-of v0, p1, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, p1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/pantry/OperationBoard;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    return-object v0
.end method

.method public get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/PantryOperation;

    return-object v0
.end method

.method public getEntries()Ljava/util/Set;
    .registers 3

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->entrySet()Ljava/util/Set;

    move-result-object v0

    const-string v1, "<get-entries>(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public getKeys()Ljava/util/Set;
    .registers 3

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->keySet()Ljava/util/Set;

    move-result-object v0

    const-string v1, "<get-keys>(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public getSize()I
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->size()I

    move-result v0

    return v0
.end method

.method public getValues()Ljava/util/Collection;
    .registers 3

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->values()Ljava/util/Collection;

    move-result-object v0

    const-string v1, "<get-values>(...)"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public isEmpty()Z
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0}, Ljava/util/concurrent/ConcurrentHashMap;->isEmpty()Z

    move-result v0

    return v0
.end method

.method public final bridge keySet()Ljava/util/Set;
    .registers 2

    .line 84
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/OperationBoard;->getKeys()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method

.method public final owned(ILjava/lang/String;Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;
    .registers 9

    const-string v1, "requestId"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "operationId"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 86
    invoke-virtual {p0, p3}, Lnet/pantrybox/app/pantry/OperationBoard;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/PantryOperation;

    if-eqz v0, :cond_2

    move-object v2, v0

    move-object v3, v2

    .line 166
    const/4 v4, 0x0

    .line 86
    iget v0, v3, Lnet/pantrybox/app/pantry/PantryOperation;->callerUid:I

    if-ne v0, p1, :cond_0

    iget-object v0, v3, Lnet/pantrybox/app/pantry/PantryOperation;->requestId:Ljava/lang/String;

    invoke-static {v0, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-eqz v0, :cond_1

    move-object v0, v2

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return-object v0
.end method

.method public bridge synthetic put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    .line 84
    move-object v1, p1

    check-cast v1, Ljava/lang/String;

    move-object v2, p2

    check-cast v2, Lnet/pantrybox/app/pantry/PantryOperation;

    invoke-virtual {p0, v1, v2}, Lnet/pantrybox/app/pantry/OperationBoard;->put(Ljava/lang/String;Lnet/pantrybox/app/pantry/PantryOperation;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    return-object v0
.end method

.method public put(Ljava/lang/String;Lnet/pantrybox/app/pantry/PantryOperation;)Lnet/pantrybox/app/pantry/PantryOperation;
    .registers 5

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "value"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1, p2}, Ljava/util/concurrent/ConcurrentHashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/PantryOperation;

    return-object v0
.end method

.method public putAll(Ljava/util/Map;)V
    .registers 4

    const-string v1, "from"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->putAll(Ljava/util/Map;)V

    return-void
.end method

.method public final bridge synthetic remove(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4

    .line 84
    instance-of v0, p1, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, p1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/pantry/OperationBoard;->remove(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    return-object v0
.end method

.method public final bridge remove(Ljava/lang/Object;)Lnet/pantrybox/app/pantry/PantryOperation;
    .registers 4

    .line 84
    instance-of v0, p1, Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return-object v0

    :cond_0
    move-object v1, p1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {p0, v1}, Lnet/pantrybox/app/pantry/OperationBoard;->remove(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;

    move-result-object v0

    return-object v0
.end method

.method public remove(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryOperation;
    .registers 4

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/OperationBoard;->$$delegate_0:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/pantrybox/app/pantry/PantryOperation;

    return-object v0
.end method

.method public final bridge size()I
    .registers 2

    .line 84
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/OperationBoard;->getSize()I

    move-result v0

    return v0
.end method

.method public final bridge values()Ljava/util/Collection;
    .registers 2

    .line 84
    invoke-virtual {p0}, Lnet/pantrybox/app/pantry/OperationBoard;->getValues()Ljava/util/Collection;

    move-result-object v0

    return-object v0
.end method
