.class final Lcom/quillmark/docs/documents/DocumentCallers;
.super Ljava/lang/Object;
.source "DocumentCallers.java"


# instance fields
.field private final pm:Landroid/content/pm/PackageManager;

.field private final settings:Lcom/quillmark/docs/core/Settings;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Lcom/quillmark/docs/core/Settings;)V
    .registers 3

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/quillmark/docs/documents/DocumentCallers;->pm:Landroid/content/pm/PackageManager;

    .line 23
    iput-object p2, p0, Lcom/quillmark/docs/documents/DocumentCallers;->settings:Lcom/quillmark/docs/core/Settings;

    .line 24
    return-void
.end method

.method private signedAsPaired(Ljava/lang/String;)Z
    .registers 12

    .line 52
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentCallers;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-virtual {v0, p1}, Lcom/quillmark/docs/core/Settings;->pairedCertificate(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 53
    if-nez v3, :cond_0

    .line 54
    const/4 v0, 0x0

    return v0

    .line 57
    :cond_0
    :try_start_0
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_5

    .line 58
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentCallers;->pm:Landroid/content/pm/PackageManager;

    const/high16 v2, 0x8000000

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v4

    .line 59
    iget-object v5, v4, Landroid/content/pm/PackageInfo;->signingInfo:Landroid/content/pm/SigningInfo;

    .line 60
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Landroid/content/pm/SigningInfo;->hasMultipleSigners()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 61
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 63
    :cond_2
    invoke-virtual {v5}, Landroid/content/pm/SigningInfo;->getSigningCertificateHistory()[Landroid/content/pm/Signature;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_4

    aget-object v9, v6, v8

    .line 64
    invoke-virtual {v9}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/quillmark/docs/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 65
    const/4 v0, 0x1

    return v0

    .line 63
    :cond_3
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 68
    :cond_4
    const/4 v0, 0x0

    return v0

    .line 70
    :cond_5
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentCallers;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v4

    .line 71
    iget-object v5, v4, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 72
    if-eqz v5, :cond_6

    array-length v0, v5

    const/4 v1, 0x1

    if-ne v0, v1, :cond_6

    const/4 v2, 0x0

    aget-object v1, v5, v2

    .line 73
    invoke-virtual {v1}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, Lcom/quillmark/docs/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v3, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    goto :goto_1

    :cond_6
    const/4 v0, 0x0

    .line 72
    :goto_1
    return v0

    :catch_0
    move-exception v4

    .line 75
    const/4 v0, 0x0

    return v0
.end method


# virtual methods
.method resolve(ILandroid/os/Bundle;)Lcom/quillmark/docs/core/Caller;
    .registers 12

    .line 27
    iget-object v0, p0, Lcom/quillmark/docs/documents/DocumentCallers;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v3

    .line 28
    if-eqz v3, :cond_0

    array-length v0, v3

    if-nez v0, :cond_1

    .line 29
    :cond_0
    const-string v1, "unknown uid"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0

    .line 31
    :cond_1
    const/4 v4, 0x0

    .line 32
    move-object v5, v3

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_3

    aget-object v8, v5, v7

    .line 33
    invoke-direct {p0, v8}, Lcom/quillmark/docs/documents/DocumentCallers;->signedAsPaired(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 34
    move-object v4, v8

    .line 35
    goto :goto_1

    .line 32
    :cond_2
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 38
    :cond_3
    :goto_1
    if-nez v4, :cond_4

    .line 39
    const-string v1, "not paired"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0

    .line 41
    :cond_4
    array-length v0, v3

    const/4 v1, 0x1

    if-le v0, v1, :cond_5

    .line 42
    const-string v1, "shared uid; pair the app again under its own uid"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0

    .line 44
    :cond_5
    const-string v1, "caller_package"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    .line 45
    if-eqz v5, :cond_6

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    .line 46
    const-string v1, "claimed package is not the calling uid\'s"

    invoke-static {p1, v1}, Lcom/quillmark/docs/core/Caller;->deny(ILjava/lang/String;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0

    .line 48
    :cond_6
    iget-object v2, p0, Lcom/quillmark/docs/documents/DocumentCallers;->settings:Lcom/quillmark/docs/core/Settings;

    invoke-virtual {v2, v4}, Lcom/quillmark/docs/core/Settings;->grantedScopes(Ljava/lang/String;)Ljava/util/Set;

    move-result-object v2

    invoke-static {p1, v4, v2}, Lcom/quillmark/docs/core/Caller;->allow(ILjava/lang/String;Ljava/util/Set;)Lcom/quillmark/docs/core/Caller;

    move-result-object v0

    return-object v0
.end method
