.class public final Lcom/trailmark/cetp/Gate;
.super Ljava/lang/Object;
.source "Gate.java"


# static fields
.field private static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "a1c4e7f02b5d8e1f4a7c0d3e6f9b2c5e8a1d4f7b0c3e6a9d2f5b8c1e4a7d0f3b"


# instance fields
.field private final certificate:[B

.field private final packages:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 3

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/cetp/Gate;->packages:Landroid/content/pm/PackageManager;

    .line 20
    const-string v0, "a1c4e7f02b5d8e1f4a7c0d3e6f9b2c5e8a1d4f7b0c3e6a9d2f5b8c1e4a7d0f3b"

    invoke-static {v0}, Lcom/trailmark/cetp/Gate;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    iput-object v0, p0, Lcom/trailmark/cetp/Gate;->certificate:[B

    .line 21
    return-void
.end method

.method private static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 33
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v3, v0, [B

    .line 34
    const/4 v4, 0x0

    :goto_0
    array-length v1, v3

    if-ge v4, v1, :cond_0

    .line 35
    mul-int/lit8 v1, v4, 0x2

    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Ljava/lang/Character;->digit(CI)I

    move-result v5

    .line 36
    mul-int/lit8 v1, v4, 0x2

    add-int/lit8 v1, v1, 0x1

    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Ljava/lang/Character;->digit(CI)I

    move-result v6

    .line 37
    shl-int/lit8 v2, v5, 0x4

    or-int/2addr v2, v6

    int-to-byte v2, v2

    aput-byte v2, v3, v4

    .line 34
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 39
    :cond_0
    return-object v3
.end method


# virtual methods
.method public admits(I)Z
    .registers 7

    .line 24
    iget-object v0, p0, Lcom/trailmark/cetp/Gate;->packages:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 25
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 26
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 28
    :cond_1
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_2

    iget-object v0, p0, Lcom/trailmark/cetp/Gate;->packages:Landroid/content/pm/PackageManager;

    iget-object v2, p0, Lcom/trailmark/cetp/Gate;->certificate:[B

    .line 29
    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    .line 28
    :goto_0
    return v0
.end method
