.class public final Lcom/greenwick/garden/security/DeclaredCallerResolver;
.super Ljava/lang/Object;
.source "DeclaredCallerResolver.java"

# interfaces
.implements Lcom/greenwick/garden/security/IdentityResolver;


# instance fields
.field private final inner:Lcom/greenwick/garden/security/IdentityResolver;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/security/IdentityResolver;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/greenwick/garden/security/DeclaredCallerResolver;->inner:Lcom/greenwick/garden/security/IdentityResolver;

    .line 15
    return-void
.end method


# virtual methods
.method public resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;
    .registers 7

    .line 19
    const-string v1, "caller_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 20
    if-eqz v3, :cond_0

    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 21
    :cond_0
    iget-object v0, p0, Lcom/greenwick/garden/security/DeclaredCallerResolver;->inner:Lcom/greenwick/garden/security/IdentityResolver;

    invoke-interface {v0, p1, p2}, Lcom/greenwick/garden/security/IdentityResolver;->resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;

    move-result-object v0

    return-object v0

    .line 23
    :cond_1
    new-instance v0, Lcom/greenwick/garden/security/Caller;

    invoke-static {v3}, Ljava/util/Collections;->singletonList(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, p1, v2}, Lcom/greenwick/garden/security/Caller;-><init>(ILjava/util/List;)V

    return-object v0
.end method
