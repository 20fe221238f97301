.class public final La/b;
.super Ljava/lang/Object;
.source "SourceFile"

# R8-renamed Signatures (see sketch): the caller's packages must all carry the
# app's certificate, read through GET_SIGNATURES.

.field public static final a:[B

.method static constructor <clinit>()V
    .registers 2
    const-string v0, "3q2+7wABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhs="
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B
    move-result-object v0
    sput-object v0, La/b;->a:[B
    return-void
.end method

.method public static a(Landroid/content/Context;I)Z
    .registers 9
    .line 12
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    .line 13
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    .line 14
    if-eqz p1, :cond_3
    array-length v1, p1
    if-nez v1, :cond_0
    goto :cond_3
    .line 15
    :cond_0
    array-length v1, p1
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_2
    aget-object v3, p1, v2
    .line 17
    :try_start_0
    const/16 v4, 0x40
    invoke-virtual {p0, v3, v4}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v3
    iget-object v3, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    .line 18
    array-length v4, v3
    if-eqz v4, :cond_1
    aget-object v3, v3, v0
    invoke-virtual {v3}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v3
    sget-object v4, La/b;->a:[B
    invoke-static {v3, v4}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v3
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    if-nez v3, :cond_4
    :cond_1
    return v0
    :cond_4
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    .line 19
    :catch_0
    return v0
    .line 21
    :cond_2
    const/4 p0, 0x1
    return p0
    :cond_3
    return v0
.end method
