.class public final Lapp/shoebox/core/Callers;
.super Ljava/lang/Object;
.source "Callers.java"


# static fields
.field static final ASSISTANTS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field static final CERT:[B


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 12
    const-string v0, "app.clawseed.agent"

    const-string v1, "org.shoebox.assistant"

    invoke-static {v0, v1}, Lapp/shoebox/core/Callers$$ExternalSyntheticBackport0;->m(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/shoebox/core/Callers;->ASSISTANTS:Ljava/util/List;

    .line 13
    const-string v0, "q0Hm1yV3eW8bS2cPZfJ9tQ4nXkR6aE1uLw7dCz5YgOs="

    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lapp/shoebox/core/Callers;->CERT:[B

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    return-void
.end method

.method public static anyAllowed(Landroid/content/Context;I)Z
    .registers 7

    .line 20
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 21
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 22
    if-nez v1, :cond_0

    .line 23
    const/4 v2, 0x0

    return v2

    .line 25
    :cond_0
    invoke-static {v1}, Lj$/util/DesugarArrays;->stream([Ljava/lang/Object;)Lj$/util/stream/Stream;

    move-result-object v2

    sget-object v3, Lapp/shoebox/core/Callers;->ASSISTANTS:Ljava/util/List;

    invoke-static {v3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v4, Lapp/shoebox/core/Callers$$ExternalSyntheticLambda0;

    invoke-direct {v4, v3}, Lapp/shoebox/core/Callers$$ExternalSyntheticLambda0;-><init>(Ljava/util/List;)V

    invoke-interface {v2, v4}, Lj$/util/stream/Stream;->anyMatch(Lj$/util/function/Predicate;)Z

    move-result v2

    .line 26
    if-eqz v2, :cond_1

    invoke-static {v0, p1}, Lapp/shoebox/core/Callers;->signed(Landroid/content/pm/PackageManager;I)Z

    move-result v3

    if-eqz v3, :cond_1

    const/4 v3, 0x1

    goto :goto_0

    :cond_1
    const/4 v3, 0x0

    :goto_0
    return v3
.end method

.method static signed(Landroid/content/pm/PackageManager;I)Z
    .registers 5

    .line 41
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_0

    sget-object v0, Lapp/shoebox/core/Callers;->CERT:[B

    const/4 v1, 0x1

    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static soleAllowed(Landroid/content/Context;I)Z
    .registers 7

    .line 31
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 32
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 33
    if-eqz v1, :cond_0

    array-length v2, v1

    const/4 v3, 0x1

    if-eq v2, v3, :cond_1

    .line 34
    :cond_0
    const/4 v2, 0x0

    return v2

    .line 36
    :cond_1
    invoke-static {v1}, Lj$/util/DesugarArrays;->stream([Ljava/lang/Object;)Lj$/util/stream/Stream;

    move-result-object v2

    sget-object v3, Lapp/shoebox/core/Callers;->ASSISTANTS:Ljava/util/List;

    invoke-static {v3}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v4, Lapp/shoebox/core/Callers$$ExternalSyntheticLambda1;

    invoke-direct {v4, v3}, Lapp/shoebox/core/Callers$$ExternalSyntheticLambda1;-><init>(Ljava/util/List;)V

    invoke-interface {v2, v4}, Lj$/util/stream/Stream;->allMatch(Lj$/util/function/Predicate;)Z

    move-result v2

    .line 37
    if-eqz v2, :cond_2

    invoke-static {v0, p1}, Lapp/shoebox/core/Callers;->signed(Landroid/content/pm/PackageManager;I)Z

    move-result v3

    if-eqz v3, :cond_2

    const/4 v3, 0x1

    goto :goto_0

    :cond_2
    const/4 v3, 0x0

    :goto_0
    return v3
.end method
