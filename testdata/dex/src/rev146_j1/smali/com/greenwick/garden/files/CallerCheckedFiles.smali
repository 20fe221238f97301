.class public final Lcom/greenwick/garden/files/CallerCheckedFiles;
.super Ljava/lang/Object;
.source "CallerCheckedFiles.java"

# interfaces
.implements Lcom/greenwick/garden/files/FileGateway;


# instance fields
.field private final identity:Lcom/greenwick/garden/security/IdentityResolver;

.field private final inner:Lcom/greenwick/garden/files/FileGateway;

.field private final verifier:Lcom/greenwick/garden/security/CallerVerifier;


# direct methods
.method public constructor <init>(Lcom/greenwick/garden/files/FileGateway;Lcom/greenwick/garden/security/IdentityResolver;Lcom/greenwick/garden/security/CallerVerifier;)V
    .registers 4

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/greenwick/garden/files/CallerCheckedFiles;->inner:Lcom/greenwick/garden/files/FileGateway;

    .line 20
    iput-object p2, p0, Lcom/greenwick/garden/files/CallerCheckedFiles;->identity:Lcom/greenwick/garden/security/IdentityResolver;

    .line 21
    iput-object p3, p0, Lcom/greenwick/garden/files/CallerCheckedFiles;->verifier:Lcom/greenwick/garden/security/CallerVerifier;

    .line 22
    return-void
.end method


# virtual methods
.method public open(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 26
    iget-object v0, p0, Lcom/greenwick/garden/files/CallerCheckedFiles;->identity:Lcom/greenwick/garden/security/IdentityResolver;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    invoke-interface {v0, v1, v2}, Lcom/greenwick/garden/security/IdentityResolver;->resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;

    move-result-object v3

    .line 27
    if-eqz v3, :cond_0

    iget-object v0, p0, Lcom/greenwick/garden/files/CallerCheckedFiles;->verifier:Lcom/greenwick/garden/security/CallerVerifier;

    invoke-interface {v0, v3}, Lcom/greenwick/garden/security/CallerVerifier;->trusted(Lcom/greenwick/garden/security/Caller;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 28
    :cond_0
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "This app may not read Greenwick\'s files"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 30
    :cond_1
    iget-object v0, p0, Lcom/greenwick/garden/files/CallerCheckedFiles;->inner:Lcom/greenwick/garden/files/FileGateway;

    invoke-interface {v0, p1, p2}, Lcom/greenwick/garden/files/FileGateway;->open(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method
