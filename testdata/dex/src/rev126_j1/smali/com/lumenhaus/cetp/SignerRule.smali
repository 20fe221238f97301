.class public final Lcom/lumenhaus/cetp/SignerRule;
.super Ljava/lang/Object;
.source "SignerRule.java"

# interfaces
.implements Lcom/lumenhaus/cetp/CallerRule;


# instance fields
.field private final mCertificate:[B

.field private final mPackageManager:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Ljava/lang/String;)V
    .registers 4

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    iput-object p1, p0, Lcom/lumenhaus/cetp/SignerRule;->mPackageManager:Landroid/content/pm/PackageManager;

    .line 13
    invoke-static {p2}, Lcom/lumenhaus/cetp/SignerRule;->fromHex(Ljava/lang/String;)[B

    move-result-object v0

    iput-object v0, p0, Lcom/lumenhaus/cetp/SignerRule;->mCertificate:[B

    .line 14
    return-void
.end method

.method private static fromHex(Ljava/lang/String;)[B
    .registers 8

    .line 25
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 26
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 27
    mul-int/lit8 v3, v6, 0x2

    mul-int/lit8 v4, v6, 0x2

    add-int/lit8 v4, v4, 0x2

    invoke-virtual {p0, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v5, v6

    .line 26
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 29
    :cond_0
    return-object v5
.end method


# virtual methods
.method public accepts(I)Z
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
    iget-object v0, p0, Lcom/lumenhaus/cetp/SignerRule;->mPackageManager:Landroid/content/pm/PackageManager;

    iget-object v2, p0, Lcom/lumenhaus/cetp/SignerRule;->mCertificate:[B

    const/4 v3, 0x1

    invoke-virtual {v0, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    return v0
.end method
