.class public final Lcom/rentroll/core/Compat;
.super Ljava/lang/Object;
.source "Compat.java"


# static fields
.field public static final OWNER_CERT:Ljava/lang/String; = "3q2+7wRentRollOwnerCertSha256Base64AAAAAAA="

.field private static final RNG:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 15
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/rentroll/core/Compat;->RNG:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    return-void
.end method

.method public static atLeastM()Z
    .registers 2

    .line 21
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x17

    if-lt v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static callerTrusted(Landroid/content/Context;I)Z
    .registers 8

    .line 37
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 38
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 39
    const/4 v2, 0x0

    if-eqz v1, :cond_refuse

    array-length v3, v1

    if-nez v3, :cond_loop

    .line 40
    :cond_refuse
    return v2

    .line 43
    :cond_loop
    :try_start_0
    array-length v3, v1

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_all

    aget-object v5, v1, v4

    .line 44
    invoke-static {v0, v5}, Lcom/rentroll/core/Compat;->signedByUs(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v5
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    if-nez v5, :cond_next

    .line 45
    return v2

    .line 43
    :cond_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 48
    :cond_all
    const/4 v3, 0x1

    return v3

    .line 49
    :catch_0
    move-exception v3

    .line 50
    return v2
.end method

.method public static freshToken()Ljava/lang/String;
    .registers 3

    .line 25
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 26
    sget-object v1, Lcom/rentroll/core/Compat;->RNG:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 27
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method public static sha256(Landroid/content/pm/Signature;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 31
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {p0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    .line 32
    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method static signedByUs(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 56
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    const/4 v2, 0x0

    if-lt v0, v1, :cond_legacy

    .line 57
    const/high16 v0, 0x8000000

    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;

    .line 58
    if-eqz v0, :cond_refuse_p

    invoke-virtual {v0}, Landroid/content/pm/SigningInfo;->hasMultipleSigners()Z

    move-result v1

    if-eqz v1, :cond_history

    .line 59
    :cond_refuse_p
    return v2

    .line 61
    :cond_history
    invoke-virtual {v0}, Landroid/content/pm/SigningInfo;->getSigningCertificateHistory()[Landroid/content/pm/Signature;

    move-result-object v0

    .line 62
    goto :goto_check

    .line 63
    :cond_legacy
    const/16 v0, 0x40

    invoke-virtual {p0, p1, v0}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v0

    iget-object v0, v0, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 64
    if-eqz v0, :cond_refuse_old

    array-length v1, v0

    const/4 v3, 0x1

    if-eq v1, v3, :goto_check

    .line 65
    :cond_refuse_old
    return v2

    .line 68
    :goto_check
    array-length v1, v0

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v1, :cond_none

    aget-object v4, v0, v3

    .line 69
    const-string v5, "3q2+7wRentRollOwnerCertSha256Base64AAAAAAA="

    invoke-static {v4}, Lcom/rentroll/core/Compat;->sha256(Landroid/content/pm/Signature;)Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-eqz v4, :cond_next

    .line 70
    const/4 v4, 0x1

    return v4

    .line 68
    :cond_next
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    .line 73
    :cond_none
    return v2
.end method
