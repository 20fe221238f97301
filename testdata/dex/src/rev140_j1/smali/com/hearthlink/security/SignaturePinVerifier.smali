.class public final Lcom/hearthlink/security/SignaturePinVerifier;
.super Ljava/lang/Object;
.source "SignaturePinVerifier.java"

# interfaces
.implements Lcom/hearthlink/security/CallerVerifier;


# instance fields
.field private final packageOf:Ljava/util/function/IntFunction;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/IntFunction<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final pinnedSha256:Ljava/lang/String;

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Ljava/util/function/IntFunction;Ljava/lang/String;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/pm/PackageManager;",
            "Ljava/util/function/IntFunction<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/hearthlink/security/SignaturePinVerifier;->pm:Landroid/content/pm/PackageManager;

    .line 17
    iput-object p2, p0, Lcom/hearthlink/security/SignaturePinVerifier;->packageOf:Ljava/util/function/IntFunction;

    .line 18
    iput-object p3, p0, Lcom/hearthlink/security/SignaturePinVerifier;->pinnedSha256:Ljava/lang/String;

    .line 19
    return-void
.end method


# virtual methods
.method public admits(I)Z
    .registers 11

    .line 23
    iget-object v0, p0, Lcom/hearthlink/security/SignaturePinVerifier;->packageOf:Ljava/util/function/IntFunction;

    invoke-interface {v0, p1}, Ljava/util/function/IntFunction;->apply(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v3, v0

    .line 24
    if-nez v3, :cond_0

    .line 25
    const/4 v0, 0x0

    return v0

    .line 29
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/hearthlink/security/SignaturePinVerifier;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, v3, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v4

    .line 32
    goto :goto_0

    :catch_0
    move-exception v5

    .line 31
    const/4 v0, 0x0

    return v0

    .line 33
    :goto_0
    iget-object v0, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    if-nez v0, :cond_1

    .line 34
    const/4 v0, 0x0

    return v0

    .line 36
    :cond_1
    iget-object v5, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    array-length v6, v5

    const/4 v7, 0x0

    :goto_1
    if-ge v7, v6, :cond_3

    aget-object v8, v5, v7

    .line 37
    iget-object v0, p0, Lcom/hearthlink/security/SignaturePinVerifier;->pinnedSha256:Ljava/lang/String;

    invoke-virtual {v8}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/hearthlink/cetp/Call;->sha256Hex([B)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 38
    const/4 v0, 0x1

    return v0

    .line 36
    :cond_2
    add-int/lit8 v7, v7, 0x1

    goto :goto_1

    .line 41
    :cond_3
    const/4 v0, 0x0

    return v0
.end method
