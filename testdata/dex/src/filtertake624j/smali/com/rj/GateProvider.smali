.class public final Lcom/rj/GateProvider;
.super Landroid/content/ContentProvider;
.source "GateProvider.java"

# instance fields
.field private final trusted:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 18
    const-string v1, "com.rj.companion"
    invoke-static {v1}, Ljava/util/Set;->of(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v1
    iput-object v1, v2, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    return-void
.end method

.method private pm()Landroid/content/pm/PackageManager;
    .registers 2
    .line 20
    invoke-virtual {v1}, Lcom/rj/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    return-object v0
.end method

.method public static synthetic lambda$logOnly$0(Ljava/lang/String;)Z
    .registers 3
    .line 48
    const-string v1, "com."
    invoke-virtual {v2, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method


# virtual methods
.method countAny(I)Z
    .registers 7
    .line 24
    invoke-direct {v5}, Lcom/rj/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v4
    .line 25
    if-nez v4, :L15
    const/4 v0, 0x0
    return v0
:L15
    .line 26
    invoke-static {v4}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    iget-object v1, v5, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/rj/GateProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v1}, Lcom/rj/GateProvider$$ExternalSyntheticLambda0;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->count()J
    move-result-wide v0
    const-wide/16 v2, 0x0L
    cmp-long v0, v0, v2
    if-lez v0, :L52
    const/4 v0, 0x1
    goto :L53
:L52
    const/4 v0, 0x0
:L53
    return v0
.end method

.method countAll(I)Z
    .registers 7
    .line 31
    invoke-direct {v5}, Lcom/rj/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v4
    .line 32
    if-nez v4, :L15
    const/4 v0, 0x0
    return v0
:L15
    .line 33
    invoke-static {v4}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    iget-object v1, v5, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/rj/GateProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/rj/GateProvider$$ExternalSyntheticLambda1;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->count()J
    move-result-wide v0
    array-length v2, v4
    int-to-long v2, v2
    cmp-long v0, v0, v2
    if-nez v0, :L54
    const/4 v0, 0x1
    goto :L55
:L54
    const/4 v0, 0x0
:L55
    return v0
.end method

.method collectGet(I)Z
    .registers 7
    .line 38
    invoke-direct {v5}, Lcom/rj/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    .line 39
    if-nez v3, :L15
    const/4 v0, 0x0
    return v0
:L15
    .line 40
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    iget-object v1, v5, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/rj/GateProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v1}, Lcom/rj/GateProvider$$ExternalSyntheticLambda2;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v4, v0
    .line 41
    invoke-interface {v4}, Ljava/util/List;->isEmpty()Z
    move-result v0
    if-nez v0, :L82
    iget-object v0, v5, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    const/4 v2, 0x0
    invoke-interface {v4, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L82
    const/4 v0, 0x1
    goto :L83
:L82
    const/4 v0, 0x0
:L83
    return v0
.end method

.method logOnly(I)Z
    .registers 8
    .line 46
    invoke-direct {v6}, Lcom/rj/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v4
    .line 47
    if-nez v4, :L15
    const/4 v0, 0x0
    return v0
:L15
    .line 48
    invoke-static {v4}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    sget-object v1, Lcom/rj/GateProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/rj/GateProvider$$ExternalSyntheticLambda3;
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;
    move-result-object v5
    .line 49
    invoke-virtual {v5}, Ljava/util/Optional;->isPresent()Z
    move-result v0
    if-eqz v0, :L60
    const-string v0, "gate"
    invoke-virtual {v5}, Ljava/util/Optional;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "first "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
:L60
    .line 50
    array-length v0, v4
    const/4 v1, 0x1
    if-ne v0, v1, :L85
    iget-object v0, v6, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    const/4 v2, 0x0
    aget-object v1, v4, v2
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L85
    const/4 v0, 0x1
    goto :L86
:L85
    const/4 v0, 0x0
:L86
    return v0
.end method

.method collectAll(I)Z
    .registers 7
    .line 55
    invoke-direct {v5}, Lcom/rj/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    .line 56
    if-nez v3, :L15
    const/4 v0, 0x0
    return v0
:L15
    .line 57
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    iget-object v1, v5, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/rj/GateProvider$$ExternalSyntheticLambda4;
    invoke-direct {v2, v1}, Lcom/rj/GateProvider$$ExternalSyntheticLambda4;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;
    move-result-object v1
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/List;
    move-object v4, v0
    .line 58
    invoke-interface {v4}, Ljava/util/List;->size()I
    move-result v0
    array-length v1, v3
    if-ne v0, v1, :L65
    const/4 v0, 0x1
    goto :L66
:L65
    const/4 v0, 0x0
:L66
    return v0
.end method

.method findAnyOrElse(I)Z
    .registers 6
    .line 63
    invoke-direct {v4}, Lcom/rj/GateProvider;->pm()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    .line 64
    if-nez v3, :L15
    const/4 v0, 0x0
    return v0
:L15
    .line 65
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    iget-object v1, v4, Lcom/rj/GateProvider;->trusted:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/rj/GateProvider$$ExternalSyntheticLambda5;
    invoke-direct {v2, v1}, Lcom/rj/GateProvider$$ExternalSyntheticLambda5;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/stream/Stream;->findAny()Ljava/util/Optional;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    if-eqz v0, :L54
    const/4 v0, 0x1
    goto :L55
:L54
    const/4 v0, 0x0
:L55
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12
    .line 70
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    .line 71
    if-nez v11, :L14
    const-string v0, ""
    goto :L22
:L14
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v11, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L22
    move-object v7, v0
    .line 73
    move-object v3, v7
    const/4 v6, -0x1
    invoke-virtual {v3}, Ljava/lang/String;->hashCode()I
    move-result v0
    packed-switch v0, :sw_36
    goto :L149
:L72
    const-string v1, "a"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x0
    goto :L149
:L88
    const-string v1, "b"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x1
    goto :L149
:L104
    const-string v1, "c"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x2
    goto :L149
:L120
    const-string v1, "d"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x3
    goto :L149
:L136
    const-string v1, "e"
    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x4
:L149
    packed-switch v6, :sw_151
    goto :L239
:L184
    .line 74
    invoke-virtual {v8, v4}, Lcom/rj/GateProvider;->countAny(I)Z
    move-result v5
    goto :L247
:L195
    .line 75
    invoke-virtual {v8, v4}, Lcom/rj/GateProvider;->countAll(I)Z
    move-result v5
    goto :L247
:L206
    .line 76
    invoke-virtual {v8, v4}, Lcom/rj/GateProvider;->collectGet(I)Z
    move-result v5
    goto :L247
:L217
    .line 77
    invoke-virtual {v8, v4}, Lcom/rj/GateProvider;->logOnly(I)Z
    move-result v5
    goto :L247
:L228
    .line 78
    invoke-virtual {v8, v4}, Lcom/rj/GateProvider;->collectAll(I)Z
    move-result v5
    goto :L247
:L239
    .line 79
    invoke-virtual {v8, v4}, Lcom/rj/GateProvider;->findAnyOrElse(I)Z
    move-result v5
:L247
    .line 81
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 82
    const-string v1, "ok"
    invoke-virtual {v3, v1, v5}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 83
    return-object v3
:sw_36
    .packed-switch 0x61
        :L72
        :L88
        :L104
        :L120
        :L136
    .end packed-switch
:sw_151
    .packed-switch 0x0
        :L184
        :L195
        :L206
        :L217
        :L228
    .end packed-switch
.end method

.method public onCreate()Z
    .registers 2
    .line 86
    const/4 v0, 0x1
    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 87
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 88
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 89
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 90
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 91
    const/4 v0, 0x0
    return v0
.end method

