.class public final Lcom/tallycrate/cetp/CallerCheck;
.super Ljava/lang/Object;
.source "CallerCheck.java"


# static fields
.field private static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "9c41e07a2b5d83f6c1e4a7093d5b2f8e6a1c4d7f0b3e6a9c2d5f8b1e4a7c0d3f"


# instance fields
.field private final certificate:[B

.field private final packages:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 8

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    iput-object v1, p0, Lcom/tallycrate/cetp/CallerCheck;->packages:Landroid/content/pm/PackageManager;

    .line 17
    const-string v1, "9c41e07a2b5d83f6c1e4a7093d5b2f8e6a1c4d7f0b3e6a9c2d5f8b1e4a7c0d3f"

    invoke-virtual {v1}, Ljava/lang/String;->length()I

    move-result v1

    div-int/lit8 v1, v1, 0x2

    new-array v1, v1, [B

    iput-object v1, p0, Lcom/tallycrate/cetp/CallerCheck;->certificate:[B

    .line 18
    const/4 v5, 0x0

    :goto_0
    iget-object v1, p0, Lcom/tallycrate/cetp/CallerCheck;->certificate:[B

    array-length v1, v1

    if-ge v5, v1, :cond_0

    .line 19
    iget-object v0, p0, Lcom/tallycrate/cetp/CallerCheck;->certificate:[B

    mul-int/lit8 v3, v5, 0x2

    mul-int/lit8 v4, v5, 0x2

    add-int/lit8 v4, v4, 0x2

    const-string v2, "9c41e07a2b5d83f6c1e4a7093d5b2f8e6a1c4d7f0b3e6a9c2d5f8b1e4a7c0d3f"

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v0, v5

    .line 18
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 21
    :cond_0
    return-void
.end method


# virtual methods
.method public allowed(I)Z
    .registers 7

    .line 24
    iget-object v0, p0, Lcom/tallycrate/cetp/CallerCheck;->packages:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 25
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 27
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 29
    :cond_1
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_2

    iget-object v0, p0, Lcom/tallycrate/cetp/CallerCheck;->packages:Landroid/content/pm/PackageManager;

    iget-object v2, p0, Lcom/tallycrate/cetp/CallerCheck;->certificate:[B

    .line 30
    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    .line 29
    :goto_0
    return v0
.end method
