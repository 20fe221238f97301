.class public final Lcom/scanbox/cetp/CallerPolicy;
.super Ljava/lang/Object;
.source "CallerPolicy.java"


# static fields
.field private static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "3c9d1f0e8a2b47c6d5e4f30112a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1"


# instance fields
.field private final packages:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/scanbox/cetp/CallerPolicy;->packages:Landroid/content/pm/PackageManager;

    .line 15
    return-void
.end method

.method private static fromHex(Ljava/lang/String;)[B
    .registers 8

    .line 25
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v3, v0, [B

    .line 26
    const/4 v4, 0x0

    :goto_0
    array-length v1, v3

    if-ge v4, v1, :cond_0

    .line 27
    mul-int/lit8 v1, v4, 0x2

    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Ljava/lang/Character;->digit(CI)I

    move-result v5

    .line 28
    mul-int/lit8 v1, v4, 0x2

    add-int/lit8 v1, v1, 0x1

    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Ljava/lang/Character;->digit(CI)I

    move-result v6

    .line 29
    shl-int/lit8 v2, v5, 0x4

    or-int/2addr v2, v6

    int-to-byte v2, v2

    aput-byte v2, v3, v4

    .line 26
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 31
    :cond_0
    return-object v3
.end method


# virtual methods
.method public isTrusted(I)Z
    .registers 6

    .line 18
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 19
    const/4 v0, 0x0

    return v0

    .line 21
    :cond_0
    iget-object v0, p0, Lcom/scanbox/cetp/CallerPolicy;->packages:Landroid/content/pm/PackageManager;

    const-string v2, "3c9d1f0e8a2b47c6d5e4f30112a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1"

    invoke-static {v2}, Lcom/scanbox/cetp/CallerPolicy;->fromHex(Ljava/lang/String;)[B

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    return v0
.end method
