.class final Lnet/switchyard/hub/SignatureListCheck;
.super Ljava/lang/Object;
.source "Callers.kt"

# interfaces
.implements Lnet/switchyard/hub/CallerVerifier;


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/SignatureListCheck;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lnet/switchyard/hub/SignatureListCheck;

    invoke-direct {v0}, Lnet/switchyard/hub/SignatureListCheck;-><init>()V

    sput-object v0, Lnet/switchyard/hub/SignatureListCheck;->INSTANCE:Lnet/switchyard/hub/SignatureListCheck;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 55
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;
    .registers 4

    .line 55
    invoke-super {p0, p1, p2}, Lnet/switchyard/hub/CallerVerifier;->admit(Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public signedWith(Landroid/content/pm/PackageManager;Ljava/lang/String;Ljava/lang/String;)Z
    .registers 16

    const-string v1, "pm"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "certDigest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    :try_start_0
    const/16 v2, 0x40

    invoke-virtual {p1, p2, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v4
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 60
    :catch_0
    move-exception v5

    .line 61
    const/4 v0, 0x0

    return v0

    .line 58
    :goto_0
    move-object v3, v4

    .line 63
    iget-object v0, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    move-object v4, v0

    .line 64
    array-length v0, v4

    if-nez v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    :cond_1
    const/4 v0, 0x0

    :goto_1
    if-nez v0, :cond_2

    const/4 v0, 0x1

    goto :goto_2

    :cond_2
    const/4 v0, 0x0

    :goto_2
    if-eqz v0, :cond_5

    move-object v5, v4

    const/4 v6, 0x0

    .line 88
    const/4 v7, 0x0

    array-length v8, v5

    :goto_3
    if-ge v7, v8, :cond_4

    aget-object v9, v5, v7

    move-object v10, v9

    const/4 v11, 0x0

    .line 64
    invoke-virtual {v10}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    const-string v2, "toByteArray(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-static {v0}, Lnet/switchyard/hub/ProtocolKt;->sha256Hex([B)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    .line 88
    if-nez v0, :cond_3

    const/4 v0, 0x0

    goto :goto_4

    :cond_3
    add-int/lit8 v7, v7, 0x1

    goto :goto_3

    .line 89
    :cond_4
    const/4 v0, 0x1

    .line 64
    :goto_4
    if-eqz v0, :cond_5

    const/4 v0, 0x1

    goto :goto_5

    :cond_5
    const/4 v0, 0x0

    :goto_5
    return v0
.end method
