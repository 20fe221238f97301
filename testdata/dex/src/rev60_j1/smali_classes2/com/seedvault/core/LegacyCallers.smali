.class public final Lcom/seedvault/core/LegacyCallers;
.super Ljava/lang/Object;
.source "LegacyCallers.java"


# static fields
.field static final SWAP_CERT:Ljava/lang/String; = "5e8a03c1f2b94d7e6a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method static sha256([B)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 35
    const-string v0, "SHA-256"

    invoke-static {v0}, Ljava/security/MessageDigest;->getInstance(Ljava/lang/String;)Ljava/security/MessageDigest;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/security/MessageDigest;->digest([B)[B

    move-result-object v0

    .line 36
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    .line 37
    array-length v2, v0

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v2, :cond_done

    aget-byte v4, v0, v3

    .line 38
    and-int/lit16 v5, v4, 0xff

    or-int/lit16 v5, v5, 0x100

    invoke-static {v5}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;

    move-result-object v5

    const/4 v6, 0x1

    invoke-virtual {v5, v6}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v1, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 37
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    .line 40
    :cond_done
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    return-object v2
.end method

.method public static trusted(Landroid/content/Context;I)Z
    .registers 11

    .line 16
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 17
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 18
    const/4 v2, 0x0

    if-eqz v1, :cond_none

    array-length v3, v1

    if-nez v3, :cond_scan

    .line 19
    :cond_none
    return v2

    .line 22
    :cond_scan
    :try_start_loop
    array-length v3, v1

    const/4 v4, 0x0

    :goto_loop
    if-ge v4, v3, :cond_all

    aget-object v5, v1, v4

    .line 23
    const/16 v6, 0x40

    invoke-virtual {v0, v5, v6}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v6

    .line 24
    const-string v7, "5e8a03c1f2b94d7e6a1c0b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f"

    iget-object v8, v6, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    aget-object v8, v8, v2

    invoke-virtual {v8}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v8

    invoke-static {v8}, Lcom/seedvault/core/LegacyCallers;->sha256([B)Ljava/lang/String;

    move-result-object v8

    invoke-virtual {v7, v8}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v7
    :try_end_loop
    .catch Ljava/lang/Exception; {:try_start_loop .. :try_end_loop} :catch_any

    if-nez v7, :cond_next

    .line 25
    return v2

    .line 22
    :cond_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    .line 28
    :cond_all
    const/4 v3, 0x1

    return v3

    .line 29
    :catch_any
    move-exception v3

    .line 30
    return v2
.end method
