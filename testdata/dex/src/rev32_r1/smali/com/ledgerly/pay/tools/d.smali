.class public final Lcom/ledgerly/pay/tools/d;
.super Ljava/lang/Object;
.source "PartnerAllowlist.java"

# PartnerAllowlist with PayerDirectory merged into it (horizontal class merging of
# two static-only classes): a = PartnerAllowlist.allAllowed, b = PayerDirectory.primaryPackage.

.field public static final a:[Ljava/lang/String;

.method static constructor <clinit>()V
    .registers 2
    .line 1 # PartnerAllowlist.<clinit>:7
    const-string v0, "com.clawseed.assistant"
    const-string v1, "com.clawseed.assistant.beta"
    filled-new-array {v0, v1}, [Ljava/lang/String;
    move-result-object v0
    sput-object v0, Lcom/ledgerly/pay/tools/d;->a:[Ljava/lang/String;
    return-void
.end method

.method public static a(Landroid/content/Context;I)Z
    .registers 11
    .line 1 # PartnerAllowlist.allAllowed:12
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    const/4 p1, 0x0
    .line 2 # PartnerAllowlist.allAllowed:13
    if-eqz p0, :cond_4
    array-length v0, p0
    if-nez v0, :cond_0
    goto :goto_3

    :cond_0
    .line 3 # PartnerAllowlist.allAllowed:14
    array-length v0, p0
    const/4 v1, 0x0
    :goto_0
    if-ge v1, v0, :cond_3
    aget-object v2, p0, v1
    .line 4 # PartnerAllowlist.allAllowed:16
    sget-object v3, Lcom/ledgerly/pay/tools/d;->a:[Ljava/lang/String;
    array-length v4, v3
    const/4 v5, 0x0
    const/4 v6, 0x0
    :goto_1
    if-ge v5, v4, :cond_2
    aget-object v7, v3, v5
    .line 5 # PartnerAllowlist.allAllowed:17
    invoke-virtual {v7, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v7
    if-eqz v7, :cond_1
    const/4 v6, 0x1
    :cond_1
    .line 6 # PartnerAllowlist.allAllowed:16
    add-int/lit8 v5, v5, 0x1
    goto :goto_1

    :cond_2
    .line 7 # PartnerAllowlist.allAllowed:19
    if-nez v6, :cond_2a
    return p1

    :cond_2a
    .line 8 # PartnerAllowlist.allAllowed:14
    add-int/lit8 v1, v1, 0x1
    goto :goto_0

    :cond_3
    .line 9 # PartnerAllowlist.allAllowed:21
    const/4 p0, 0x1
    return p0

    :cond_4
    :goto_3
    .line 10 # PartnerAllowlist.allAllowed:13
    return p1
.end method

.method public static b(Landroid/content/Context;I)Ljava/lang/String;
    .registers 2
    .line 1 # PayerDirectory.primaryPackage:10
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object p0
    .line 2 # PayerDirectory.primaryPackage:11
    if-nez p0, :cond_0
    const-string p0, "unknown"
    return-object p0

    :cond_0
    const/4 p1, 0x0
    aget-object p0, p0, p1
    return-object p0
.end method
