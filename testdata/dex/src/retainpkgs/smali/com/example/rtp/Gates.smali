.class final Lcom/example/rtp/Gates;
.super Ljava/lang/Object;
.source "Gates.java"


# static fields
.field private static final BLOCKED:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final PARTNERS:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 12
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "com.partner.one"

    aput-object v3, v1, v2

    const/4 v2, 0x1

    const-string v3, "com.partner.two"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    .line 13
    new-instance v0, Ljava/util/HashSet;

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v3, "com.cloner.app"

    aput-object v3, v1, v2

    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/example/rtp/Gates;->BLOCKED:Ljava/util/Set;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static check(Landroid/content/Context;I[Ljava/lang/String;)Z
    .registers 4

    .line 18
    invoke-static {p0, p1}, Lcom/example/rtp/Gates;->unchanged(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_3d

    invoke-static {p0, p1}, Lcom/example/rtp/Gates;->sameAsAll(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_3d

    invoke-static {p0, p1}, Lcom/example/rtp/Gates;->sizeKept(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_3d

    invoke-static {p0, p1}, Lcom/example/rtp/Gates;->notBlocked(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_3d

    .line 19
    invoke-static {p0, p1, p2}, Lcom/example/rtp/Gates;->partnerWithScopes(Landroid/content/Context;I[Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3d

    invoke-static {p0, p1}, Lcom/example/rtp/Gates;->partnerReversed(Landroid/content/Context;I)Z

    move-result v0

    if-eqz v0, :cond_3d

    invoke-static {p0, p1, p2}, Lcom/example/rtp/Gates;->enoughPartners(Landroid/content/Context;I[Ljava/lang/String;)Z

    move-result p2

    if-eqz p2, :cond_3d

    .line 20
    invoke-static {p0, p1}, Lcom/example/rtp/PartnerSets;->allPartners(Landroid/content/Context;I)Z

    move-result p2

    if-eqz p2, :cond_3d

    invoke-static {p0, p1}, Lcom/example/rtp/PartnerSets;->somePartner(Landroid/content/Context;I)Z

    move-result p0

    if-eqz p0, :cond_3d

    const/4 p0, 0x1

    goto :goto_3e

    :cond_3d
    const/4 p0, 0x0

    .line 18
    :goto_3e
    return p0
.end method

.method static unchanged(Landroid/content/Context;I)Z
    .registers 3

    .line 25
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    const/4 p1, 0x0

    .line 26
    if-nez p0, :cond_d

    .line 27
    return p1

    .line 29
    :cond_d
    new-instance v0, Ljava/util/HashSet;

    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-direct {v0, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 30
    sget-object p0, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    invoke-interface {v0, p0}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    move-result p0

    if-eqz p0, :cond_23

    .line 31
    return p1

    .line 33
    :cond_23
    invoke-interface {v0}, Ljava/util/Set;->isEmpty()Z

    move-result p0

    xor-int/lit8 p0, p0, 0x1

    return p0
.end method

.method static sameAsAll(Landroid/content/Context;I)Z
    .registers 3

    .line 38
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    .line 39
    if-nez p0, :cond_c

    .line 40
    const/4 p0, 0x0

    return p0

    .line 42
    :cond_c
    new-instance p1, Ljava/util/HashSet;

    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-direct {p1, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 43
    new-instance p0, Ljava/util/HashSet;

    invoke-direct {p0, p1}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 44
    sget-object v0, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    invoke-interface {p0, v0}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 45
    invoke-interface {p0, p1}, Ljava/util/Set;->equals(Ljava/lang/Object;)Z

    move-result p0

    return p0
.end method

.method static sizeKept(Landroid/content/Context;I)Z
    .registers 4

    .line 50
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    const/4 p1, 0x0

    .line 51
    if-nez p0, :cond_d

    .line 52
    return p1

    .line 54
    :cond_d
    new-instance v0, Ljava/util/HashSet;

    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-direct {v0, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 55
    invoke-interface {v0}, Ljava/util/Set;->size()I

    move-result p0

    .line 56
    sget-object v1, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    invoke-interface {v0, v1}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 57
    invoke-interface {v0}, Ljava/util/Set;->size()I

    move-result v0

    if-ne v0, p0, :cond_29

    const/4 p1, 0x1

    :cond_29
    return p1
.end method

.method static notBlocked(Landroid/content/Context;I)Z
    .registers 3

    .line 62
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    const/4 p1, 0x0

    .line 63
    if-nez p0, :cond_d

    .line 64
    return p1

    .line 66
    :cond_d
    new-instance v0, Ljava/util/HashSet;

    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-direct {v0, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 67
    sget-object p0, Lcom/example/rtp/Gates;->BLOCKED:Ljava/util/Set;

    invoke-interface {v0, p0}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 68
    invoke-interface {v0}, Ljava/util/Set;->isEmpty()Z

    move-result p0

    if-nez p0, :cond_26

    .line 69
    return p1

    .line 71
    :cond_26
    const/4 p0, 0x1

    return p0
.end method

.method static partnerWithScopes(Landroid/content/Context;I[Ljava/lang/String;)Z
    .registers 4

    const/4 v0, 0x0

    .line 76
    if-eqz p2, :cond_2a

    array-length p2, p2

    if-nez p2, :cond_7

    goto :goto_2a

    .line 79
    :cond_7
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    .line 80
    if-nez p0, :cond_12

    .line 81
    return v0

    .line 83
    :cond_12
    new-instance p1, Ljava/util/HashSet;

    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-direct {p1, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 84
    sget-object p0, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    invoke-interface {p1, p0}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 85
    invoke-interface {p1}, Ljava/util/Set;->isEmpty()Z

    move-result p0

    xor-int/lit8 p0, p0, 0x1

    return p0

    .line 77
    :cond_2a
    :goto_2a
    return v0
.end method

.method static partnerReversed(Landroid/content/Context;I)Z
    .registers 4

    .line 90
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    .line 91
    if-nez p0, :cond_c

    .line 92
    const/4 p0, 0x0

    return p0

    .line 94
    :cond_c
    new-instance p1, Ljava/util/HashSet;

    sget-object v0, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    invoke-direct {p1, v0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 95
    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-interface {p1, p0}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 96
    invoke-interface {p1}, Ljava/util/Set;->isEmpty()Z

    move-result p0

    xor-int/lit8 p0, p0, 0x1

    return p0
.end method

.method static enoughPartners(Landroid/content/Context;I[Ljava/lang/String;)Z
    .registers 5

    .line 102
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    const/4 p1, 0x0

    .line 103
    if-nez p0, :cond_d

    .line 104
    return p1

    .line 106
    :cond_d
    new-instance v0, Ljava/util/HashSet;

    invoke-static {p0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object p0

    invoke-direct {v0, p0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    .line 107
    sget-object p0, Lcom/example/rtp/Gates;->PARTNERS:Ljava/util/Set;

    invoke-interface {v0, p0}, Ljava/util/Set;->retainAll(Ljava/util/Collection;)Z

    .line 108
    invoke-interface {v0}, Ljava/util/Set;->size()I

    move-result p0

    array-length p2, p2

    if-lt p0, p2, :cond_27

    const/4 p1, 0x1

    :cond_27
    return p1
.end method
