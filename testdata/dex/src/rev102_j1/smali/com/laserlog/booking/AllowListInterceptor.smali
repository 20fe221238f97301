.class final Lcom/laserlog/booking/AllowListInterceptor;
.super Ljava/lang/Object;
.source "AllowListInterceptor.java"

# interfaces
.implements Lcom/laserlog/core/Interceptor;


# static fields
.field static final SPACE_CERT:[B


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 13
    const-string v0, "Lz3kQ8vN1pX6rT0yW4eB7mC2sD9fG5hJ8kL1zA3xV6c="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/laserlog/booking/AllowListInterceptor;->SPACE_CERT:[B

    return-void
.end method

.method constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public intercept(Lcom/laserlog/core/Request;Lcom/laserlog/core/Chain;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 17
    iget-object v0, p1, Lcom/laserlog/core/Request;->ctx:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 18
    iget v1, p1, Lcom/laserlog/core/Request;->uid:I

    sget-object v2, Lcom/laserlog/booking/AllowListInterceptor;->SPACE_CERT:[B

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    if-nez v1, :cond_1e

    .line 19
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 21
    :cond_1e
    iget v1, p1, Lcom/laserlog/core/Request;->uid:I

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 22
    if-eqz v1, :cond_4b

    .line 23
    array-length v2, v1

    const/4 v3, 0x0

    :goto_2a
    if-ge v3, v2, :cond_4b

    aget-object v4, v1, v3

    .line 24
    const-string v5, "org.makerspace.assistant"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-nez v5, :cond_42

    const-string v5, "org.makerspace.kiosk"

    invoke-virtual {v5, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v5

    if-eqz v5, :cond_47

    .line 25
    :cond_42
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 23
    :cond_47
    add-int/lit8 v3, v3, 0x1

    goto :goto_2a

    .line 29
    :cond_4b
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
