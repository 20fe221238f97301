.class public final Lcom/greenwick/garden/security/UidIdentityResolver;
.super Ljava/lang/Object;
.source "UidIdentityResolver.java"

# interfaces
.implements Lcom/greenwick/garden/security/IdentityResolver;


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/greenwick/garden/security/UidIdentityResolver;->pm:Landroid/content/pm/PackageManager;

    .line 14
    return-void
.end method


# virtual methods
.method public resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;
    .registers 8

    .line 18
    iget-object v0, p0, Lcom/greenwick/garden/security/UidIdentityResolver;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 19
    if-eqz v2, :cond_0

    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 20
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 22
    :cond_1
    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    .line 23
    const-string v1, "caller_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    .line 24
    if-eqz v4, :cond_2

    invoke-interface {v3, v4}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 25
    const/4 v0, 0x0

    return-object v0

    .line 27
    :cond_2
    new-instance v0, Lcom/greenwick/garden/security/Caller;

    invoke-direct {v0, p1, v3}, Lcom/greenwick/garden/security/Caller;-><init>(ILjava/util/List;)V

    return-object v0
.end method
