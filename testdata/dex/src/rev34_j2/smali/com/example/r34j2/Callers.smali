.class final Lcom/example/r34j2/Callers;
.super Ljava/lang/Object;
.source "Callers.java"


# static fields
.field private static final FLEET:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final FLEET_CERT:[B


# direct methods
.method static constructor <clinit>()V
    .locals 3

    .line 13
    new-instance v0, Ljava/util/HashSet;

    const-string v1, "com.kerbside.assistant"

    const-string v2, "com.kerbside.fleet"

    filled-new-array {v1, v2}, [Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/example/r34j2/Callers;->FLEET:Ljava/util/Set;

    .line 14
    const-string v0, "a2VyYnNpZGUtZmxlZXQtc2lnbmluZy1jZXJ0LTIwMjU="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/example/r34j2/Callers;->FLEET_CERT:[B

    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    return-void
.end method

.method static effectiveUid(Landroid/os/Bundle;)I
    .locals 2

    .line 21
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 22
    if-nez p0, :cond_0

    goto :goto_0

    :cond_0
    const-string v1, "calling_uid"

    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I

    move-result v0

    :goto_0
    return v0
.end method

.method static isFleetApp(Landroid/content/Context;I)Z
    .locals 1

    .line 26
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    .line 27
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    if-eqz p1, :cond_0

    .line 29
    invoke-static {p1}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object p1

    new-instance v0, Lcom/example/r34j2/Callers$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/example/r34j2/Callers$$ExternalSyntheticLambda0;-><init>(Landroid/content/pm/PackageManager;)V

    invoke-interface {p1, v0}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z

    move-result p0

    if-eqz p0, :cond_0

    const/4 p0, 0x1

    goto :goto_0

    :cond_0
    const/4 p0, 0x0

    .line 28
    :goto_0
    return p0
.end method

.method static synthetic lambda$isFleetApp$0(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .locals 2

    .line 29
    sget-object v0, Lcom/example/r34j2/Callers;->FLEET:Ljava/util/Set;

    invoke-interface {v0, p1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lcom/example/r34j2/Callers;->FLEET_CERT:[B

    const/4 v1, 0x1

    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result p0

    if-eqz p0, :cond_0

    const/4 p0, 0x1

    goto :goto_0

    :cond_0
    const/4 p0, 0x0

    :goto_0
    return p0
.end method

.method static ownerPackage(Landroid/content/Context;I)Ljava/lang/String;
    .locals 2

    .line 33
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    const/4 p1, 0x0

    .line 34
    if-eqz p0, :cond_1

    array-length v0, p0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    goto :goto_0

    .line 37
    :cond_0
    const/4 p1, 0x0

    aget-object p0, p0, p1

    return-object p0

    .line 35
    :cond_1
    :goto_0
    return-object p1
.end method
