.class public final Lcom/copperwick/cetp/CallerCheck;
.super Ljava/lang/Object;
.source "CallerCheck.java"


# static fields
.field private static final ASSISTANT_SHA256:[B


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 10
    const-string v0, "a3c19f0e7d2b4a6c8e1f3b5d7a9c0e2f4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a"

    invoke-static {v0}, Lcom/copperwick/cetp/CallerCheck;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    sput-object v0, Lcom/copperwick/cetp/CallerCheck;->ASSISTANT_SHA256:[B

    .line 9
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static allowed(Landroid/content/Context;I)Z
    .registers 8

    .line 16
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v4

    .line 17
    invoke-virtual {v4, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v5

    .line 18
    if-eqz v5, :cond_0

    array-length v0, v5

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 20
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 22
    :cond_1
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_2

    .line 23
    const/4 v0, 0x0

    return v0

    .line 25
    :cond_2
    sget-object v2, Lcom/copperwick/cetp/CallerCheck;->ASSISTANT_SHA256:[B

    const/4 v3, 0x1

    invoke-virtual {v4, p1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    return v0
.end method

.method private static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 29
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v5, v0, [B

    .line 30
    const/4 v6, 0x0

    :goto_0
    array-length v1, v5

    if-ge v6, v1, :cond_0

    .line 31
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

    .line 30
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 33
    :cond_0
    return-object v5
.end method
