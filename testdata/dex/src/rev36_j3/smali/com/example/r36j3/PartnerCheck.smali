.class final Lcom/example/r36j3/PartnerCheck;
.super Ljava/lang/Object;
.source "PartnerCheck.java"


# static fields
.field private static final BROKER_APPS:[Ljava/lang/String;

.field private static final BROKER_SIGNATURE:Ljava/lang/String; = "3082030d308201f5a003020102020420a1c6a4300d06092a864886f70d01010b05003037"


# direct methods
.method static constructor <clinit>()V
    .locals 3

    .line 10
    const/4 v0, 0x2

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "com.homeguard.broker"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "com.homeguard.agent"

    aput-object v2, v0, v1

    sput-object v0, Lcom/example/r36j3/PartnerCheck;->BROKER_APPS:[Ljava/lang/String;

    return-void
.end method

.method private constructor <init>()V
    .locals 0

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method static admit(Landroid/content/Context;I)Z
    .locals 7

    .line 17
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 18
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 19
    const/4 v2, 0x0

    if-nez v1, :cond_0

    .line 20
    return v2

    .line 22
    :cond_0
    array-length v3, v1

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_2

    aget-object v5, v1, v4

    .line 23
    sget-object v6, Lcom/example/r36j3/PartnerCheck;->BROKER_APPS:[Ljava/lang/String;

    invoke-static {v6}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v6

    invoke-interface {v6, v5}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v6

    if-eqz v6, :cond_1

    invoke-static {v0, v5}, Lcom/example/r36j3/PartnerCheck;->brokerSigned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z

    move-result v6

    if-eqz v6, :cond_1

    .line 24
    const/4 v2, 0x1

    return v2

    .line 22
    :cond_1
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 27
    :cond_2
    return v2
.end method

.method private static brokerSigned(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .locals 3

    const/4 v0, 0x0

    .line 32
    const/16 v1, 0x40

    :try_start_0
    invoke-virtual {p0, p1, v1}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v1

    .line 33
    iget-object v2, v1, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    aget-object v2, v2, v0

    invoke-virtual {v2}, Landroid/content/pm/Signature;->toCharsString()Ljava/lang/String;

    move-result-object v2

    const-string v0, "3082030d308201f5a003020102020420a1c6a4300d06092a864886f70d01010b05003037"

    invoke-virtual {v2, v0}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    return v0

    .line 34
    :catch_0
    move-exception v1

    .line 35
    const/4 v2, 0x0

    return v2
.end method

.method static soleOwner(Landroid/content/Context;I)Ljava/lang/String;
    .locals 3

    .line 41
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 42
    if-eqz v0, :cond_1

    array-length v1, v0

    const/4 v2, 0x1

    if-eq v1, v2, :cond_0

    goto :goto_0

    .line 45
    :cond_0
    const/4 v1, 0x0

    aget-object v1, v0, v1

    return-object v1

    .line 43
    :cond_1
    :goto_0
    const/4 v1, 0x0

    return-object v1
.end method
