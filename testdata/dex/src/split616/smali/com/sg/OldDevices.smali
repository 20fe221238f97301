.class final Lcom/sg/OldDevices;
.super Ljava/lang/Object;
.source "Verifiers.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 35
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 36
    return-void
.end method

.method static firstSigner(Landroid/content/pm/PackageManager;Ljava/lang/String;)Z
    .registers 6
:L0
    .line 40
    const/16 v2, 0x40
    invoke-virtual {v4, v5, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    move-result-object v3
    .line 41
    iget-object v0, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    if-eqz v0, :L40
    iget-object v0, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;
    const/4 v1, 0x0
    aget-object v0, v0, v1
    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B
    move-result-object v0
    invoke-static {v0}, Lcom/sg/Verifiers;->sha256([B)[B
    move-result-object v0
    sget-object v1, Lcom/sg/Verifiers;->ASSISTANT:[B
    invoke-static {v0, v1}, Ljava/util/Arrays;->equals([B[B)Z
    move-result v0
    if-eqz v0, :L40
    const/4 v0, 0x1
    goto :L41
:L40
    const/4 v0, 0x0
:L41
    return v0
:L42
    .line 42
    move-exception v3
    .line 43
    const/4 v0, 0x0
    return v0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:L0 .. :L41} :L42
.end method

