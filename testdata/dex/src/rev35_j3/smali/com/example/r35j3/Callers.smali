.class final Lcom/example/r35j3/Callers;
.super Ljava/lang/Object;
.source "Callers.java"


# static fields
.field private static final CLINIC_APPS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final CLINIC_CERT:[B


# direct methods
.method static constructor <clinit>()V
    .locals 3

    .line 12
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const-string v1, "com.pawprint.owner"

    const/4 v2, 0x0

    aput-object v1, v0, v2

    const-string v1, "com.pawprint.frontdesk"

    const/4 v2, 0x1

    aput-object v1, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/example/r35j3/Callers;->CLINIC_APPS:Ljava/util/List;

    .line 13
    const/16 v0, 0x20

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    sput-object v0, Lcom/example/r35j3/Callers;->CLINIC_CERT:[B

    return-void

    :array_0
    .array-data 1
        0x52t
        0xet
        -0x6ft
        0x3dt
        0x6at
        -0x40t
        0x17t
        0x48t
        -0x2t
        0x25t
        0xbt
        0x73t
        -0x73t
        0x44t
        0x19t
        -0x4at
        0x60t
        0x2ft
        -0x28t
        0xct
        0x3bt
        -0x5bt
        0x71t
        0x6t
        -0x62t
        0x4at
        0x13t
        -0x19t
        0x58t
        0x2dt
        -0x4ft
        0x7ct
    .end array-data
.end method

.method private constructor <init>()V
    .locals 0

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static isClinicApp(Landroid/content/Context;I)Z
    .locals 3

    .line 20
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    .line 21
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p1

    const/4 v0, 0x0

    .line 22
    if-nez p1, :cond_0

    .line 23
    return v0

    .line 25
    :cond_0
    new-instance v1, Ljava/util/HashSet;

    invoke-static {p1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p1

    invoke-direct {v1, p1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 26
    sget-object p1, Lcom/example/r35j3/Callers;->CLINIC_APPS:Ljava/util/List;

    invoke-interface {v1, p1}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 27
    invoke-interface {v1}, Ljava/util/Set;->isEmpty()Z

    move-result p1

    if-nez p1, :cond_1

    .line 28
    invoke-interface {v1}, Ljava/util/Set;->stream()Ljava/util/stream/Stream;

    move-result-object p1

    new-instance v1, Lcom/example/r35j3/Callers$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/example/r35j3/Callers$$ExternalSyntheticLambda0;-><init>(Landroid/content/pm/PackageManager;)V

    invoke-interface {p1, v1}, Ljava/util/stream/Stream;->allMatch(Ljava/util/function/Predicate;)Z

    move-result p0

    if-eqz p0, :cond_1

    const/4 v0, 0x1

    .line 27
    :cond_1
    return v0
.end method

.method static synthetic lambda$isClinicApp$0(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .locals 2

    .line 28
    sget-object v0, Lcom/example/r35j3/Callers;->CLINIC_CERT:[B

    const/4 v1, 0x1

    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result p0

    return p0
.end method

.method static soleOwner(Landroid/content/Context;I)Ljava/lang/String;
    .locals 2

    .line 32
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    const/4 p1, 0x0

    .line 33
    if-eqz p0, :cond_1

    array-length v0, p0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    goto :goto_0

    .line 36
    :cond_0
    const/4 p1, 0x0

    aget-object p0, p0, p1

    return-object p0

    .line 34
    :cond_1
    :goto_0
    return-object p1
.end method
