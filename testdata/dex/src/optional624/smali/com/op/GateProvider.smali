.class public final Lcom/op/GateProvider;
.super Landroid/content/ContentProvider;
.source "GateProvider.java"

# static fields
.field private static final NONE:[Ljava/lang/String;
.field private static final TRUSTED:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private anyTrusted(I)Z
    .registers 6
    .line 28
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
    .line 29
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
    .line 33
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
    .line 34
    array-length v0, v3
    const/4 v1, 0x1
    if-eq v0, v1, :L32
    .line 35
    const/4 v0, 0x0
    return v0
:L32
    .line 37
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

.method static constructor <clinit>()V
    .registers 1
    .line 19
    const/4 v0, 0x0
    new-array v0, v0, [Ljava/lang/String;
    sput-object v0, Lcom/op/GateProvider;->NONE:[Ljava/lang/String;
    .line 20
    const-string v0, "com.op.companion"
    invoke-static {v0}, Ljava/util/Set;->of(Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/op/GateProvider;->TRUSTED:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 24
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 42
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 43
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 44
    if-nez v10, :L23
    const-string v0, ""
    goto :L31
:L23
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
:L31
    move-object v5, v0
    .line 45
    const-string v0, "wipe"
    invoke-virtual {v0, v5}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L52
    invoke-direct {v7, v3}, Lcom/op/GateProvider;->anyTrusted(I)Z
    move-result v0
    goto :L58
:L52
    invoke-direct {v7, v3}, Lcom/op/GateProvider;->onlyTrusted(I)Z
    move-result v0
:L58
    move v6, v0
    .line 46
    const-string v1, "ok"
    invoke-virtual {v4, v1, v6}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 47
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 52
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 57
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 62
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 67
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 72
    const/4 v0, 0x0
    return v0
.end method

