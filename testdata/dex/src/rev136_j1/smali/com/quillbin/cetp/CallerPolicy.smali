.class public final Lcom/quillbin/cetp/CallerPolicy;
.super Ljava/lang/Object;
.source "CallerPolicy.java"


# static fields
.field private static final ASSISTANT_SHA256:Ljava/lang/String; = "3f9a0c6e81b24d7f95e3a1c08b6d2f4e7a9c1b3d5e7f90a2c4e6b8d0f1a3c5e7"


# instance fields
.field private final digest:[B

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 8

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    iput-object v1, p0, Lcom/quillbin/cetp/CallerPolicy;->pm:Landroid/content/pm/PackageManager;

    .line 20
    const-string v1, "3f9a0c6e81b24d7f95e3a1c08b6d2f4e7a9c1b3d5e7f90a2c4e6b8d0f1a3c5e7"

    invoke-virtual {v1}, Ljava/lang/String;->length()I

    move-result v1

    div-int/lit8 v1, v1, 0x2

    new-array v1, v1, [B

    iput-object v1, p0, Lcom/quillbin/cetp/CallerPolicy;->digest:[B

    .line 21
    const/4 v5, 0x0

    :goto_0
    iget-object v1, p0, Lcom/quillbin/cetp/CallerPolicy;->digest:[B

    array-length v1, v1

    if-ge v5, v1, :cond_0

    .line 22
    iget-object v0, p0, Lcom/quillbin/cetp/CallerPolicy;->digest:[B

    mul-int/lit8 v3, v5, 0x2

    mul-int/lit8 v4, v5, 0x2

    add-int/lit8 v4, v4, 0x2

    const-string v2, "3f9a0c6e81b24d7f95e3a1c08b6d2f4e7a9c1b3d5e7f90a2c4e6b8d0f1a3c5e7"

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v0, v5

    .line 21
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 24
    :cond_0
    return-void
.end method


# virtual methods
.method public permits(I)Z
    .registers 7

    .line 27
    iget-object v0, p0, Lcom/quillbin/cetp/CallerPolicy;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 28
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 30
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 32
    :cond_1
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_2

    .line 33
    const/4 v0, 0x0

    return v0

    .line 35
    :cond_2
    iget-object v0, p0, Lcom/quillbin/cetp/CallerPolicy;->pm:Landroid/content/pm/PackageManager;

    iget-object v2, p0, Lcom/quillbin/cetp/CallerPolicy;->digest:[B

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    return v0
.end method
