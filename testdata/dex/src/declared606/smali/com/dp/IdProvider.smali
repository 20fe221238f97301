.class public final Lcom/dp/IdProvider;
.super Landroid/content/ContentProvider;
.source "IdProvider.java"

# static fields
.field private static final ALLOWED:Ljava/util/Set;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 18
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private checked(ILandroid/os/Bundle;)Ljava/lang/String;
    .registers 8
    .line 27
    invoke-virtual {v5}, Lcom/dp/IdProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v6}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v2
    .line 28
    if-eqz v2, :L22
    array-length v0, v2
    const/4 v1, 0x1
    if-eq v0, v1, :L24
:L22
    .line 29
    const/4 v0, 0x0
    return-object v0
:L24
    .line 31
    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v4
    .line 32
    const-string v1, "caller_package"
    invoke-virtual {v7, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 33
    if-eqz v3, :L57
    invoke-interface {v4, v3}, Ljava/util/List;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L57
    .line 34
    const/4 v0, 0x0
    return-object v0
:L57
    .line 36
    const/4 v1, 0x0
    aget-object v0, v2, v1
    return-object v0
.end method

.method private allowed(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 5
    .line 40
    const-string v1, "caller_package"
    invoke-virtual {v4, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    .line 41
    if-eqz v2, :L23
    sget-object v0, Lcom/dp/IdProvider;->ALLOWED:Ljava/util/Set;
    invoke-interface {v0, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L25
:L23
    .line 42
    const/4 v0, 0x0
    return-object v0
:L25
    .line 44
    return-object v2
.end method

.method private trusted(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 5
    .line 48
    const-string v1, "caller_package"
    const-string v2, ""
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 2
    .line 19
    const-string v0, "com.dp.assistant"
    const-string v1, "com.dp.companion"
    invoke-static {v0, v1}, Ljava/util/Set;->of(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/dp/IdProvider;->ALLOWED:Ljava/util/Set;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 23
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 53
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v6
    .line 54
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
    .line 55
    if-nez v10, :L21
    .line 56
    return-object v3
:L21
    .line 58
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v10, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    .line 60
    const-string v1, "checked_"
    invoke-virtual {v5, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L53
    .line 61
    invoke-direct {v7, v6, v10}, Lcom/dp/IdProvider;->checked(ILandroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    goto :L80
:L53
    .line 62
    const-string v1, "allowed_"
    invoke-virtual {v5, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :L73
    .line 63
    invoke-direct {v7, v10}, Lcom/dp/IdProvider;->allowed(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
    goto :L80
:L73
    .line 65
    invoke-direct {v7, v10}, Lcom/dp/IdProvider;->trusted(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v4
:L80
    .line 67
    const-string v1, "served_for"
    invoke-virtual {v3, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 68
    return-object v3
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 73
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 78
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 83
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 88
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 93
    const/4 v0, 0x0
    return v0
.end method

