.class final Lcom/tidepool/reef/dosing/CertPin;
.super Ljava/lang/Object;
.source "CertPin.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tidepool/reef/dosing/CertPin$Holder;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method synthetic constructor <init>(Lcom/tidepool/reef/dosing/CertPin$1;)V
    .registers 2

    .line 12
    invoke-direct {p0}, Lcom/tidepool/reef/dosing/CertPin;-><init>()V

    return-void
.end method

.method static get()Lcom/tidepool/reef/dosing/CertPin;
    .registers 1

    .line 21
    sget-object v0, Lcom/tidepool/reef/dosing/CertPin$Holder;->INSTANCE:Lcom/tidepool/reef/dosing/CertPin;

    return-object v0
.end method


# virtual methods
.method matches(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 11

    .line 25
    if-eqz p2, :cond_0

    if-eqz p3, :cond_0

    invoke-virtual {p3}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x40

    if-eq v0, v1, :cond_1

    .line 26
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 28
    :cond_1
    invoke-static {p3}, Lcom/tidepool/reef/cetp/Crypto;->unhex(Ljava/lang/String;)[B

    move-result-object v4

    .line 29
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_2

    .line 31
    const/4 v3, 0x1

    invoke-virtual {p1, p2, v4, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    return v0

    .line 34
    :cond_2
    const/16 v2, 0x40

    :try_start_0
    invoke-virtual {p1, p2, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v5

    .line 35
    iget-object v0, v5, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    if-eqz v0, :cond_3

    iget-object v0, v5, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    array-length v0, v0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_4

    .line 36
    :cond_3
    const/4 v0, 0x0

    return v0

    .line 38
    :cond_4
    iget-object v0, v5, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/tidepool/reef/cetp/Crypto;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tidepool/reef/cetp/Crypto;->unhex(Ljava/lang/String;)[B

    move-result-object v6

    .line 39
    invoke-static {v6, v4}, Ljava/security/MessageDigest;->isEqual([B[B)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    return v0

    :catch_0
    move-exception v5

    .line 41
    const/4 v0, 0x0

    return v0
.end method
