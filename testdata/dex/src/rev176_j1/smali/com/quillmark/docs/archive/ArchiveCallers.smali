.class final Lcom/quillmark/docs/archive/ArchiveCallers;
.super Ljava/lang/Object;
.source "ArchiveCallers.java"


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;

.field private final settings:Lcom/quillmark/docs/core/Settings;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Lcom/quillmark/docs/core/Settings;)V
    .registers 3

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->pm:Landroid/content/pm/PackageManager;

    .line 18
    iput-object p2, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->settings:Lcom/quillmark/docs/core/Settings;

    .line 19
    return-void
.end method

.method private pinnedMatches(Ljava/lang/String;)Z
    .registers 11

    .line 41
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-virtual {v0, p1}, Lcom/quillmark/docs/core/Settings;->pairedCertificate(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 42
    if-nez v3, :cond_0

    .line 43
    const/4 v0, 0x0

    return v0

    .line 46
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v4

    .line 47
    iget-object v0, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    if-nez v0, :cond_1

    .line 48
    const/4 v0, 0x0

    return v0

    .line 50
    :cond_1
    iget-object v5, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_3

    aget-object v8, v5, v7

    .line 51
    invoke-virtual {v8}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/quillmark/docs/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_2

    .line 52
    const/4 v0, 0x1

    return v0

    .line 50
    :cond_2
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 55
    :cond_3
    const/4 v0, 0x0

    return v0

    :catch_0
    move-exception v4

    .line 57
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method resolve(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;
    .registers 12

    .line 23
    const-string v1, "caller_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 24
    if-eqz v3, :cond_1

    .line 25
    invoke-direct {p0, v3}, Lcom/quillmark/docs/archive/ArchiveCallers;->pinnedMatches(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v2, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-virtual {v2, v3}, Lcom/quillmark/docs/core/Settings;->grantedScopes(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v2

    invoke-static {p1, v3, v2}, Lcom/quillmark/docs/core/Caller;->allow(ILjava/lang/String;Ljava/util/Set;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    goto :goto_0

    .line 26
    :cond_0
    const-string v1, "relayed app not paired"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    .line 25
    :goto_0
    return-object v0

    .line 28
    :cond_1
    iget-object v0, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 29
    if-nez v4, :cond_2

    .line 30
    const-string v1, "unknown uid"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0

    .line 32
    :cond_2
    move-object v5, v4

    array-length v6, v5

    const/4 v7, 0x0

    :goto_1
    if-ge v7, v6, :cond_4

    aget-object v8, v5, v7

    .line 33
    invoke-direct {p0, v8}, Lcom/quillmark/docs/archive/ArchiveCallers;->pinnedMatches(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 34
    iget-object v2, p0, Lcom/quillmark/docs/archive/ArchiveCallers;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-virtual {v2, v8}, Lcom/quillmark/docs/core/Settings;->grantedScopes(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v2

    invoke-static {p1, v8, v2}, Lcom/quillmark/docs/core/Caller;->allow(ILjava/lang/String;Ljava/util/Set;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0

    .line 32
    :cond_3
    add-int/lit8 v7, v7, 0x1

    goto :goto_1

    .line 37
    :cond_4
    const-string v1, "not paired"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0
.end method
