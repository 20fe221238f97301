.class final Lcom/example/r34j3/Partners;
.super Ljava/lang/Object;
.source "Partners.java"


# static fields
.field private static final CERTS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "[B>;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .locals 4

    .line 11
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/example/r34j3/Partners;->CERTS:Ljava/util/Map;

    .line 14
    const-string v1, "c2hvcG1hdGUtYXNzaXN0YW50LXJlbGVhc2UtY2VydA=="

    const/4 v2, 0x0

    invoke-static {v1, v2}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v1

    const-string v3, "com.shopmate.assistant"

    invoke-interface {v0, v3, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 15
    sget-object v0, Lcom/example/r34j3/Partners;->CERTS:Ljava/util/Map;

    const-string v1, "cHJpbnRtYXRlLWtpb3NrLXJlbGVhc2UtY2VydC0x"

    invoke-static {v1, v2}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v1

    const-string v2, "com.printmate.kiosk"

    invoke-interface {v0, v2, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 16
    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    return-void
.end method

.method static resolve(Landroid/content/Context;I)Ljava/lang/String;
    .locals 5

    .line 22
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    .line 23
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    const/4 v0, 0x0

    .line 24
    if-nez p1, :cond_0

    .line 25
    return-object v0

    .line 27
    :cond_0
    array-length v1, p1

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_2

    aget-object v3, p1, v2

    .line 28
    invoke-static {p0, v3}, Lcom/example/r34j3/Partners;->signedAsPartner(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v4

    if-eqz v4, :cond_1

    .line 29
    return-object v3

    .line 27
    :cond_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 32
    :cond_2
    return-object v0
.end method

.method private static signedAsPartner(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .locals 3

    .line 45
    sget-object v0, Lcom/example/r34j3/Partners;->CERTS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [B

    .line 46
    const/4 v1, 0x0

    if-eqz v0, :cond_0

    const/4 v2, 0x1

    invoke-virtual {p0, p1, v0, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result p0

    if-eqz p0, :cond_0

    const/4 v1, 0x1

    :cond_0
    return v1
.end method

.method static sole(Landroid/content/Context;I)Ljava/lang/String;
    .locals 3

    .line 36
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    .line 37
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    const/4 v0, 0x0

    .line 38
    if-eqz p1, :cond_2

    array-length v1, p1

    const/4 v2, 0x1

    if-eq v1, v2, :cond_0

    goto :goto_1

    .line 41
    :cond_0
    const/4 v1, 0x0

    aget-object v2, p1, v1

    invoke-static {p0, v2}, Lcom/example/r34j3/Partners;->signedAsPartner(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result p0

    if-eqz p0, :cond_1

    aget-object v0, p1, v1

    :cond_1
    return-object v0

    .line 39
    :cond_2
    :goto_1
    return-object v0
.end method
