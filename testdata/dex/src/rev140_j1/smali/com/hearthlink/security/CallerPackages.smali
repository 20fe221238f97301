.class public final Lcom/hearthlink/security/CallerPackages;
.super Ljava/lang/Object;
.source "CallerPackages.java"


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/hearthlink/security/CallerPackages;->pm:Landroid/content/pm/PackageManager;

    .line 11
    return-void
.end method


# virtual methods
.method public primary(I)Ljava/lang/String;
    .registers 5

    .line 15
    iget-object v0, p0, Lcom/hearthlink/security/CallerPackages;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 16
    if-eqz v2, :cond_0

    array-length v0, v2

    if-nez v0, :cond_1

    .line 17
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 19
    :cond_1
    const/4 v1, 0x0

    aget-object v0, v2, v1

    return-object v0
.end method

.method public sole(I)Ljava/lang/String;
    .registers 5

    .line 24
    iget-object v0, p0, Lcom/hearthlink/security/CallerPackages;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 25
    if-eqz v2, :cond_0

    array-length v0, v2

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 26
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 28
    :cond_1
    const/4 v1, 0x0

    aget-object v0, v2, v1

    return-object v0
.end method
