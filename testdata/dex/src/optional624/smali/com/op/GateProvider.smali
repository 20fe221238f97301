.class public final Lcom/op/GateProvider;
.super Landroid/content/ContentProvider;
.source "GateProvider.java"

# static fields
.field private static final NONE:[Ljava/lang/String;
.field private static final TRUSTED:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 20
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private anyTrusted(I)Z
    .registers 6
    .line 30
    invoke-virtual {v4}, Lcom/op/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v3, v0
    .line 31
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/op/GateProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v1}, Lcom/op/GateProvider$$ExternalSyntheticLambda0;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z
    move-result v0
    return v0
.end method

.method private onlyTrusted(I)Z
    .registers 6
    .line 35
    invoke-virtual {v4}, Lcom/op/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v3, v0
    .line 36
    array-length v0, v3
    const/4 v1, 0x1
    if-eq v0, v1, :L32
    .line 37
    const/4 v0, 0x0
    return v0
:L32
    .line 39
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/op/GateProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v1}, Lcom/op/GateProvider$$ExternalSyntheticLambda1;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z
    move-result v0
    return v0
.end method

.method private mappedTrusted(I)Z
    .registers 6
    .line 43
    invoke-virtual {v4}, Lcom/op/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda2;
    .line 44
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    .line 45
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v3, v0
    .line 46
    invoke-static {v3}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/op/GateProvider$$ExternalSyntheticLambda3;
    invoke-direct {v2, v1}, Lcom/op/GateProvider$$ExternalSyntheticLambda3;-><init>(Ljava/util/Set;)V
    move-object v1, v2
    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z
    move-result v0
    return v0
.end method

.method private loopTrusted(I)Z
    .registers 9
    .line 50
    invoke-virtual {v7}, Lcom/op/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider$$ExternalSyntheticLambda4;->INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda4;
    .line 51
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v4, v0
    .line 52
    move-object v3, v4
    array-length v0, v3
    move v5, v0
    const/4 v2, 0x0
:L35
    if-ge v2, v5, :L69
    aget-object v0, v3, v2
    move-object v6, v0
    .line 53
    sget-object v0, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L63
    .line 54
    const/4 v0, 0x1
    return v0
:L63
    .line 52
    add-int/lit8 v2, v2, 0x1
    goto :L35
:L69
    .line 57
    const/4 v0, 0x0
    return v0
.end method

.method private loopOnlyTrusted(I)Z
    .registers 9
    .line 61
    invoke-virtual {v7}, Lcom/op/GateProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/op/GateProvider$$ExternalSyntheticLambda5;->INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda5;
    .line 62
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/String;
    move-object v3, v0
    .line 63
    array-length v0, v3
    const/4 v1, 0x1
    if-eq v0, v1, :L34
    .line 64
    const/4 v0, 0x0
    return v0
:L34
    .line 66
    move-object v4, v3
    array-length v0, v4
    move v5, v0
    const/4 v2, 0x0
:L43
    if-ge v2, v5, :L77
    aget-object v0, v4, v2
    move-object v6, v0
    .line 67
    sget-object v0, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L71
    .line 68
    const/4 v0, 0x1
    return v0
:L71
    .line 66
    add-int/lit8 v2, v2, 0x1
    goto :L43
:L77
    .line 71
    const/4 v0, 0x0
    return v0
.end method

.method public static synthetic lambda$loopOnlyTrusted$2()[Ljava/lang/String;
    .registers 1
    .line 62
    sget-object v0, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic lambda$loopTrusted$1()[Ljava/lang/String;
    .registers 1
    .line 51
    sget-object v0, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    return-object v0
.end method

.method public static synthetic lambda$mappedTrusted$0([Ljava/lang/String;)[Ljava/lang/String;
    .registers 2
    .line 44
    return-object v1
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 21
    const/4 v0, 0x0
    new-array v0, v0, [Ljava/lang/String;
    sput-object v0, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    .line 22
    const-string v0, "com.op.companion"
    invoke-static {v0}, Ljava/util/Set;->of(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 13
    .line 76
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 77
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    .line 78
    if-nez v12, :L23
    const-string v0, ""
    goto :L31
:L23
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v12, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L31
    move-object v8, v0
    .line 80
    move-object v5, v8
    const/4 v6, -0x1
    invoke-virtual {v5}, Ljava/lang/String;->hashCode()I
    move-result v0
    sparse-switch v0, :sw_45
    goto :L149
:L88
    const-string v1, "wipe"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x0
    goto :L149
:L104
    const-string v1, "mapped"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x1
    goto :L149
:L120
    const-string v1, "loop"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x2
    goto :L149
:L136
    const-string v1, "loop_one"
    invoke-virtual {v5, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L149
    const/4 v6, 0x3
:L149
    packed-switch v6, :sw_151
    goto :L224
:L180
    .line 82
    invoke-direct {v9, v3}, Lcom/op/GateProvider;->anyTrusted(I)Z
    move-result v4
    .line 83
    goto :L232
:L191
    .line 85
    invoke-direct {v9, v3}, Lcom/op/GateProvider;->mappedTrusted(I)Z
    move-result v4
    .line 86
    goto :L232
:L202
    .line 88
    invoke-direct {v9, v3}, Lcom/op/GateProvider;->loopTrusted(I)Z
    move-result v4
    .line 89
    goto :L232
:L213
    .line 91
    invoke-direct {v9, v3}, Lcom/op/GateProvider;->loopOnlyTrusted(I)Z
    move-result v4
    .line 92
    goto :L232
:L224
    .line 94
    invoke-direct {v9, v3}, Lcom/op/GateProvider;->onlyTrusted(I)Z
    move-result v4
:L232
    .line 96
    const-string v1, "ok"
    invoke-virtual {v7, v1, v4}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 97
    return-object v7
:sw_45
    .sparse-switch
        -0x796c4db5 -> :L136
        -0x407441cd -> :L104
        0x32c6a4 -> :L120
        0x37b047 -> :L88
    .end sparse-switch
:sw_151
    .packed-switch 0x0
        :L180
        :L191
        :L202
        :L213
    .end packed-switch
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 102
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 107
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 112
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 117
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 122
    const/4 v0, 0x0
    return v0
.end method

