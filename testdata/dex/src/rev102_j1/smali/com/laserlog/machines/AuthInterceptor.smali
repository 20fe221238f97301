.class final Lcom/laserlog/machines/AuthInterceptor;
.super Ljava/lang/Object;
.source "AuthInterceptor.java"

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

    sput-object v0, Lcom/laserlog/machines/AuthInterceptor;->SPACE_CERT:[B

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
    .registers 8
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

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 19
    if-eqz v1, :cond_26

    array-length v2, v1

    const/4 v3, 0x1

    if-ne v2, v3, :cond_26

    .line 20
    iget v2, p1, Lcom/laserlog/core/Request;->uid:I

    sget-object v3, Lcom/laserlog/machines/AuthInterceptor;->SPACE_CERT:[B

    const/4 v4, 0x1

    invoke-virtual {v0, v2, v3, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v2

    if-nez v2, :cond_31

    .line 21
    :cond_26
    const-string v2, "PERMISSION_DENIED"

    const-string v3, "caller not allowed"

    invoke-static {v2, v3}, Lcom/laserlog/core/Reply;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 23
    :cond_31
    invoke-virtual {p2, p1}, Lcom/laserlog/core/Chain;->proceed(Lcom/laserlog/core/Request;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method
