.class public final Lcom/fp/GateProvider;
.super Landroid/content/ContentProvider;
.source "GateProvider.kt"

# instance fields
.field private final trusted:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 18
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 19
    const-string v1, "com.fp.companion"
    invoke-static {v1}, Lkotlin/collections/SetsKt;->setOf(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v1
    iput-object v1, v2, Lcom/fp/GateProvider;->trusted:Ljava/util/Set;
    .line 18
    return-void
.end method

.method private final pm()Landroid/content/pm/PackageManager;
    .registers 4
    .line 21
    invoke-virtual {v3}, Lcom/fp/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    const-string v2, "getPackageManager(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method private final streamAny(I)Z
    .registers 6
    .line 24
    invoke-direct {v4}, Lcom/fp/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v3, v0
    .line 25
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    new-instance v1, Lcom/fp/GateProvider$$ExternalSyntheticLambda0;
    invoke-direct {v1, v4}, Lcom/fp/GateProvider$$ExternalSyntheticLambda0;-><init>(Lcom/fp/GateProvider;)V
    new-instance v2, Lcom/fp/GateProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/fp/GateProvider$$ExternalSyntheticLambda1;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z
    move-result v0
    return v0
.end method

.method private final streamOnly(I)Z
    .registers 6
    .line 29
    invoke-direct {v4}, Lcom/fp/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v3, v0
    .line 30
    array-length v0, v3
    const/4 v1, 0x1
    if-eq v0, v1, :L24
    const/4 v0, 0x0
    return v0
:L24
    .line 31
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    new-instance v1, Lcom/fp/GateProvider$$ExternalSyntheticLambda2;
    invoke-direct {v1, v4}, Lcom/fp/GateProvider$$ExternalSyntheticLambda2;-><init>(Lcom/fp/GateProvider;)V
    new-instance v2, Lcom/fp/GateProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v1}, Lcom/fp/GateProvider$$ExternalSyntheticLambda3;-><init>(Lkotlin/jvm/functions/Function1;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object v0
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z
    move-result v0
    return v0
.end method

.method private final seqAny(I)Ljava/lang/String;
    .registers 5
    .line 35
    invoke-direct {v3}, Lcom/fp/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return-object v0
:L15
    move-object v2, v0
    .line 36
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/fp/GateProvider$$ExternalSyntheticLambda4;
    invoke-direct {v1, v3}, Lcom/fp/GateProvider$$ExternalSyntheticLambda4;-><init>(Lcom/fp/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->firstOrNull(Lkotlin/sequences/Sequence;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method private final seqAll(I)Z
    .registers 6
    .line 40
    invoke-direct {v4}, Lcom/fp/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 41
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/fp/GateProvider$$ExternalSyntheticLambda5;
    invoke-direct {v1, v4}, Lcom/fp/GateProvider$$ExternalSyntheticLambda5;-><init>(Lcom/fp/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;
    move-result-object v3
    .line 42
    move-object v0, v3
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-nez v0, :L49
    const/4 v0, 0x1
    goto :L50
:L49
    const/4 v0, 0x0
:L50
    .line 42
    if-eqz v0, :L68
    invoke-interface {v3}, Ljava/util/List;->size()I
    move-result v0
    array-length v1, v2
    if-ne v0, v1, :L68
    const/4 v0, 0x1
    goto :L69
:L68
    const/4 v0, 0x0
:L69
    return v0
.end method

.method private final seqSome(I)Z
    .registers 6
    .line 46
    invoke-direct {v4}, Lcom/fp/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L15
    const/4 v0, 0x0
    return v0
:L15
    move-object v2, v0
    .line 47
    invoke-static {v2}, Lkotlin/collections/ArraysKt;->asSequence([Ljava/lang/Object;)Lkotlin/sequences/Sequence;
    move-result-object v0
    new-instance v1, Lcom/fp/GateProvider$$ExternalSyntheticLambda6;
    invoke-direct {v1, v4}, Lcom/fp/GateProvider$$ExternalSyntheticLambda6;-><init>(Lcom/fp/GateProvider;)V
    invoke-static {v0, v1}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;
    move-result-object v0
    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;
    move-result-object v3
    .line 48
    move-object v0, v3
    check-cast v0, Ljava/util/Collection;
    invoke-interface {v0}, Ljava/util/Collection;->isEmpty()Z
    move-result v0
    if-nez v0, :L49
    const/4 v0, 0x1
    goto :L50
:L49
    const/4 v0, 0x0
:L50
    .line 48
    return v0
.end method

.method public static final streamAny$lambda$0(Lcom/fp/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 25
    iget-object v0, v1, Lcom/fp/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final streamAny$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    .registers 3
    .line 25
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public static final streamOnly$lambda$0(Lcom/fp/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 31
    iget-object v0, v1, Lcom/fp/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final streamOnly$lambda$1(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Z
    .registers 3
    .line 31
    invoke-interface {v1, v2}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public static final seqAny$lambda$0(Lcom/fp/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 36
    iget-object v0, v1, Lcom/fp/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final seqAll$lambda$0(Lcom/fp/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 41
    iget-object v0, v1, Lcom/fp/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static final seqSome$lambda$0(Lcom/fp/GateProvider;Ljava/lang/String;)Z
    .registers 3
    .line 47
    iget-object v0, v1, Lcom/fp/GateProvider;->trusted:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    const-string v1, "method"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 53
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
    sparse-switch v0, :sw_37
    goto :L176
:L80
    const-string v1, "stream"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L132
    goto :L176
:L93
    const-string v1, "stream_one"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L141
    goto :L176
:L106
    const-string v1, "seq_all"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L167
    goto :L176
:L119
    const-string v1, "seq"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L150
    goto :L176
:L132
    .line 54
    invoke-direct {v8, v4}, Lcom/fp/GateProvider;->streamAny(I)Z
    move-result v0
    goto :L182
:L141
    .line 55
    invoke-direct {v8, v4}, Lcom/fp/GateProvider;->streamOnly(I)Z
    move-result v0
    goto :L182
:L150
    .line 56
    invoke-direct {v8, v4}, Lcom/fp/GateProvider;->seqAny(I)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L163
    const/4 v0, 0x1
    goto :L182
:L163
    const/4 v0, 0x0
    goto :L182
:L167
    .line 57
    invoke-direct {v8, v4}, Lcom/fp/GateProvider;->seqAll(I)Z
    move-result v0
    goto :L182
:L176
    .line 58
    invoke-direct {v8, v4}, Lcom/fp/GateProvider;->seqSome(I)Z
    move-result v0
:L182
    .line 53
    move v5, v0
    .line 60
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    move-object v6, v3
    .line 71
    const/4 v7, 0x0
    .line 60
    const-string v1, "ok"
    invoke-virtual {v6, v1, v5}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 60
    .line 60
    return-object v3
:sw_37
    .sparse-switch
        -0x473192d9 -> :L93
        -0x352ab080 -> :L80
        0x1bc5f -> :L119
        0x762b1dc1 -> :L106
    .end sparse-switch
.end method

.method public onCreate()Z
    .registers 2
    .line 63
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 64
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 4
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 65
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 66
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 67
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7
    const-string v1, "uri"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 68
    const/4 v0, 0x0
    return v0
.end method

