.class public final Lcom/brightfold/pantry/cetp/Access;
.super Ljava/lang/Object;
.source "Access.java"


# instance fields
.field private final context:Landroid/content/Context;

.field private final db:Lcom/brightfold/pantry/data/PantryDb;


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/brightfold/pantry/data/PantryDb;)V
    .registers 3

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    iput-object p1, p0, Lcom/brightfold/pantry/cetp/Access;->context:Landroid/content/Context;

    .line 16
    iput-object p2, p0, Lcom/brightfold/pantry/cetp/Access;->db:Lcom/brightfold/pantry/data/PantryDb;

    .line 17
    return-void
.end method

.method static synthetic lambda$firstPackage$0([Ljava/lang/String;)Z
    .registers 2

    .line 22
    array-length v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$firstPackage$1([Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 23
    const/4 v1, 0x0

    aget-object v0, p0, v1

    return-object v0
.end method

.method static synthetic lambda$granted$4(JLcom/brightfold/pantry/data/PantryDb$Grant;)Z
    .registers 5

    .line 36
    invoke-virtual {p2}, Lcom/brightfold/pantry/data/PantryDb$Grant;->expiresAt()J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$granted$5(Ljava/lang/String;Lcom/brightfold/pantry/data/PantryDb$Grant;)Z
    .registers 3

    .line 37
    invoke-virtual {p1, p0}, Lcom/brightfold/pantry/data/PantryDb$Grant;->covers(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$solePackage$2([Ljava/lang/String;)Z
    .registers 3

    .line 29
    array-length v0, p0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$solePackage$3([Ljava/lang/String;)Ljava/lang/String;
    .registers 3

    .line 30
    const/4 v1, 0x0

    aget-object v0, p0, v1

    return-object v0
.end method

.method private signedBy(Ljava/lang/String;[B)Z
    .registers 6

    .line 43
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_0

    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Access;->context:Landroid/content/Context;

    .line 44
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    const/4 v2, 0x1

    invoke-virtual {v0, p1, p2, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    .line 43
    :goto_0
    return v0
.end method


# virtual methods
.method public firstPackage(I)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 21
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Access;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda0;-><init>()V

    .line 22
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda1;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda1;-><init>()V

    .line 23
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 21
    return-object v0
.end method

.method public granted(Ljava/lang/String;Ljava/lang/String;)Z
    .registers 7

    .line 34
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    .line 35
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Access;->db:Lcom/brightfold/pantry/data/PantryDb;

    invoke-virtual {v0, p1}, Lcom/brightfold/pantry/data/PantryDb;->grantFor(Ljava/lang/String;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda4;

    invoke-direct {v1, v2, v3}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda4;-><init>(J)V

    .line 36
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda5;

    invoke-direct {v1, p2}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda5;-><init>(Ljava/lang/String;)V

    .line 37
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;

    invoke-direct {v1, p0, p1}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda6;-><init>(Lcom/brightfold/pantry/cetp/Access;Ljava/lang/String;)V

    .line 38
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 39
    const/4 v1, 0x0

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    .line 35
    return v0
.end method

.method public synthetic lambda$granted$6$com-brightfold-pantry-cetp-Access(Ljava/lang/String;Lcom/brightfold/pantry/data/PantryDb$Grant;)Ljava/lang/Boolean;
    .registers 5

    .line 38
    invoke-virtual {p2}, Lcom/brightfold/pantry/data/PantryDb$Grant;->certSha256()[B

    move-result-object v1

    invoke-direct {p0, p1, v1}, Lcom/brightfold/pantry/cetp/Access;->signedBy(Ljava/lang/String;[B)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0
.end method

.method public solePackage(I)Ljava/util/Optional;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Optional<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 28
    iget-object v0, p0, Lcom/brightfold/pantry/cetp/Access;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda2;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda2;-><init>()V

    .line 29
    invoke-virtual {v0, v1}, Ljava/util/Optional;->filter(Ljava/util/function/Predicate;)Ljava/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda3;

    invoke-direct {v1}, Lcom/brightfold/pantry/cetp/Access$$ExternalSyntheticLambda3;-><init>()V

    .line 30
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v0

    .line 28
    return-object v0
.end method
