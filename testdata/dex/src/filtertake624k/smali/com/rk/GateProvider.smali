.class public final Lcom/rk/GateProvider;
.super Landroid/content/ContentProvider;
.source "Gate.kt"

# instance fields
.field private final trusted:Ljava/util/Set;
.field private final blocked:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    const-string v1, "com.rk.companion"
    invoke-static {v1}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v1
    iput-object v1, v2, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    .line 19
    const-string v1, "com.evil"
    invoke-static {v1}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v1
    iput-object v1, v2, Lcom/rk/GateProvider;->blocked:Ljava/util/Set;
    .line 17
    return-void
.end method

.method private final pm()Landroid/content/pm/PackageManager;
    .registers 4
    .line 21
    invoke-virtual {v3}, Lcom/rk/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const-string v2, "getPackageManager(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public static final logOnly$lambda$0(Ljava/lang/String;)Z
    .registers 6
    .line 26
    invoke-static {v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "com."
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v5, v1, v2, v3, v4}, Lkotlin/text/StringsKt;->startsWith$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final singleOne$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 34
    iget-object v0, v1, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final seqGuardAfter$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 49
    iget-object v0, v1, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final seqCount$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 57
    iget-object v0, v1, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final seqCountAll$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 63
    iget-object v0, v1, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final denyAny$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 69
    iget-object v0, v1, Lcom/rk/GateProvider;->blocked:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final seqFilterNot$lambda$0(Lcom/rk/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 83
    iget-object v0, v1, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L17
    const/4 v0, 0x1
    goto :L18
:L17
    const/4 v0, 0x0
:L18
    return v0
.end method

.method public static final synthetic access$pm(Lcom/rk/GateProvider;)Landroid/content/pm/PackageManager;
    .registers 2
    .line 17
    invoke-direct {v1}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$getTrusted$p(Lcom/rk/GateProvider;)Ljava/util/Set;
    .registers 2
    .line 17
    iget-object v0, v1, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    return-object v0
.end method


# virtual methods
.method public final logOnly(I)Z
    .registers 8
    .line 25
    invoke-direct {v6}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v4, v0
    .line 26
    invoke-static {v4}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    sget-object v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/rk/GateProvider$$ExternalSyntheticLambda0;
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->firstOrNull(Lkotlin/sequences/Sequence;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v5, v0
    .line 27
    if-eqz v5, :L51
    const-string v0, "gate"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "first com. package "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
:L51
    .line 28
    array-length v0, v4
    const/4 v1, 0x1
    if-ne v0, v1, :L76
    iget-object v0, v6, Lcom/rk/GateProvider;->trusted:Ljava/util/Set;
    const/4 v2, 0x0
    aget-object v1, v4, v2
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L76
    const/4 v0, 0x1
    goto :L77
:L76
    const/4 v0, 0x0
:L77
    return v0
.end method

.method public final singleOne(I)Z
    .registers 6
    .line 33
    invoke-direct {v4}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v3, v0
    .line 34
    invoke-static {v3}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda1;
    invoke-direct {v1, v4}, Lcom/rk/GateProvider$$ExternalSyntheticLambda1;-><init>(Lcom/rk/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->single(Lkotlin/sequences/Sequence;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v2, v0
    .line 35
    invoke-static {v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    move-object v0, v2
    check-cast v0, Ljava/lang/CharSequence;
    invoke-interface {v0}, Ljava/lang/CharSequence;->length()I
    move-result v0
    if-lez v0, :L56
    const/4 v0, 0x1
    goto :L57
:L56
    const/4 v0, 0x0
:L57
    .line 35
    return v0
.end method

.method public final flowGuardAfter(I)Z
    .registers 8
    .line 39
    const/4 v0, 0x0
    new-instance v1, Lcom/rk/GateProvider$flowGuardAfter$1;
    const/4 v5, 0x0
    invoke-direct {v1, v6, v7, v5}, Lcom/rk/GateProvider$flowGuardAfter$1;-><init>(Lcom/rk/GateProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    .line 44
    return v0
.end method

.method public final seqGuardAfter(I)Z
    .registers 6
    .line 48
    invoke-direct {v4}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 49
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda2;
    invoke-direct {v1, v4}, Lcom/rk/GateProvider$$ExternalSyntheticLambda2;-><init>(Lcom/rk/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->firstOrNull(Lkotlin/sequences/Sequence;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    move-object v3, v0
    .line 50
    array-length v0, v2
    const/4 v1, 0x1
    if-eq v0, v1, :L44
    const/4 v0, 0x0
    return v0
:L44
    .line 51
    if-eqz v3, :L52
    const/4 v0, 0x1
    goto :L53
:L52
    const/4 v0, 0x0
:L53
    return v0
.end method

.method public final seqCount(I)Z
    .registers 5
    .line 56
    invoke-direct {v3}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 57
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda3;
    invoke-direct {v1, v3}, Lcom/rk/GateProvider$$ExternalSyntheticLambda3;-><init>(Lcom/rk/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->count(Lkotlin/sequences/Sequence;)I
    move-result v0
    if-lez v0, :L39
    const/4 v0, 0x1
    goto :L40
:L39
    const/4 v0, 0x0
:L40
    return v0
.end method

.method public final seqCountAll(I)Z
    .registers 5
    .line 62
    invoke-direct {v3}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 63
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda4;
    invoke-direct {v1, v3}, Lcom/rk/GateProvider$$ExternalSyntheticLambda4;-><init>(Lcom/rk/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->count(Lkotlin/sequences/Sequence;)I
    move-result v0
    array-length v1, v2
    if-ne v0, v1, :L41
    const/4 v0, 0x1
    goto :L42
:L41
    const/4 v0, 0x0
:L42
    return v0
.end method

.method public final denyAny(I)Z
    .registers 5
    .line 68
    invoke-direct {v3}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 69
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda5;
    invoke-direct {v1, v3}, Lcom/rk/GateProvider$$ExternalSyntheticLambda5;-><init>(Lcom/rk/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;
    move-result-object v0
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-nez v0, :L47
    const/4 v0, 0x1
    goto :L48
:L47
    const/4 v0, 0x0
:L48
    .line 69
    if-eqz v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    .line 70
    const/4 v0, 0x1
    return v0
.end method

.method public final flowList(I)Z
    .registers 8
    .line 74
    const/4 v0, 0x0
    new-instance v1, Lcom/rk/GateProvider$flowList$1;
    const/4 v5, 0x0
    invoke-direct {v1, v6, v7, v5}, Lcom/rk/GateProvider$flowList$1;-><init>(Lcom/rk/GateProvider;ILkotlin/coroutines/Continuation;)V
    check-cast v1, Lkotlin/jvm/functions/Function2;
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/BuildersKt;->runBlocking$default(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    .line 78
    return v0
.end method

.method public final seqFilterNot(I)Z
    .registers 5
    .line 82
    invoke-direct {v3}, Lcom/rk/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 83
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/rk/GateProvider$$ExternalSyntheticLambda6;
    invoke-direct {v1, v3}, Lcom/rk/GateProvider$$ExternalSyntheticLambda6;-><init>(Lcom/rk/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filterNot(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->firstOrNull(Lkotlin/sequences/Sequence;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L39
    const/4 v0, 0x1
    goto :L40
:L39
    const/4 v0, 0x0
:L40
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "method"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 87
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 88
    move-object v0, v11
    if-eqz v11, :L27
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L30
:L27
    const-string v0, ""
:L30
    move-object v3, v0
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    packed-switch v0, :sw_37
    goto :L266
:L84
    const-string v1, "a"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L194
    goto :L266
:L97
    const-string v1, "b"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L203
    goto :L266
:L110
    const-string v1, "c"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L212
    goto :L266
:L124
    const-string v1, "d"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L221
    goto :L266
:L138
    const-string v1, "e"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L230
    goto :L266
:L152
    const-string v1, "f"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L239
    goto :L266
:L166
    const-string v1, "g"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L248
    goto :L266
:L180
    const-string v1, "h"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L257
    goto :L266
:L194
    .line 89
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->logOnly(I)Z
    move-result v0
    goto :L272
:L203
    .line 90
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->singleOne(I)Z
    move-result v0
    goto :L272
:L212
    .line 91
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->flowGuardAfter(I)Z
    move-result v0
    goto :L272
:L221
    .line 92
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->seqGuardAfter(I)Z
    move-result v0
    goto :L272
:L230
    .line 93
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->seqCount(I)Z
    move-result v0
    goto :L272
:L239
    .line 94
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->seqCountAll(I)Z
    move-result v0
    goto :L272
:L248
    .line 95
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->denyAny(I)Z
    move-result v0
    goto :L272
:L257
    .line 96
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->flowList(I)Z
    move-result v0
    goto :L272
:L266
    .line 97
    invoke-virtual {v8, v4}, Lcom/rk/GateProvider;->seqFilterNot(I)Z
    move-result v0
:L272
    .line 88
    move v5, v0
    .line 99
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v6, v3
    .line 110
    const/4 v7, 0x0
    .line 99
    const-string v1, "ok"
    invoke-virtual {v6, v1, v5}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 99
    .line 99
    return-object v3
:sw_37
    .packed-switch 0x61
        :L84
        :L97
        :L110
        :L124
        :L138
        :L152
        :L166
        :L180
    .end packed-switch
.end method

.method public onCreate()Z
    .registers 2
    .line 102
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 103
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 104
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 105
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 107
    const/4 v0, 0x0
    return v0
.end method

