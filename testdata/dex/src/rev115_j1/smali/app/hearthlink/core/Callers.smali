.class public final Lapp/hearthlink/core/Callers;
.super Ljava/lang/Object;
.source "Callers.java"


# static fields
.field static final ASSISTANT:Ljava/lang/String; = "app.clawseed.agent"

.field static final CERT:[B


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 11
    const-string v0, "mQ3vT8b2cJk9xR4sWn1pLe7yZa0uHf6dGo5iKt2qVbE="

    const/4 v1, 0x2

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lapp/hearthlink/core/Callers;->CERT:[B

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method public static allowed(Landroid/content/Context;I)Z
    .registers 8

    .line 17
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 18
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 19
    if-eqz v1, :cond_0

    array-length v2, v1

    const/4 v3, 0x1

    if-eq v2, v3, :cond_1

    .line 20
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 22
    :cond_1
    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_3

    aget-object v4, v1, v3

    .line 23
    const-string v5, "app.clawseed.agent"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v4

    if-nez v4, :cond_2

    .line 24
    const/4 v0, 0x0

    return v0

    .line 22
    :cond_2
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 27
    :cond_3
    sget v1, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v2, 0x1c

    if-lt v1, v2, :cond_4

    sget-object v1, Lapp/hearthlink/core/Callers;->CERT:[B

    const/4 v2, 0x1

    invoke-virtual {v0, p1, v1, v2}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v0

    if-eqz v0, :cond_4

    const/4 v0, 0x1

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    return v0
.end method
