.class Lcom/shotbook/clinic/ClinicProvider$3;
.super Ljava/lang/Object;
.source "ClinicProvider.java"

# interfaces
.implements Lcom/shotbook/tools/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/shotbook/clinic/ClinicProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 13

    .line 67
    new-instance v0, Lcom/google/gson/Gson;

    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V

    const-class v1, Lcom/shotbook/clinic/LotArgs;

    invoke-virtual {v0, p2, v1}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/shotbook/clinic/LotArgs;

    .line 68
    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    invoke-virtual {v0, p3}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    aget-object v0, v0, v1

    .line 69
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object p1

    .line 70
    sget-object v1, Lcom/shotbook/clinic/ClinicProvider;->POOL:Lcom/shotbook/tools/ShotPool;

    new-instance v2, Lcom/shotbook/clinic/ClinicProvider$3$1;

    move-object v3, p0

    move-object v4, p2

    move-object v5, v0

    move v6, p3

    move-object v7, p1

    invoke-direct/range {v2 .. v7}, Lcom/shotbook/clinic/ClinicProvider$3$1;-><init>(Lcom/shotbook/clinic/ClinicProvider$3;Lcom/shotbook/clinic/LotArgs;Ljava/lang/String;ILandroid/content/Context;)V

    invoke-virtual {v1, v2}, Lcom/shotbook/tools/ShotPool;->execute(Ljava/lang/Runnable;)V

    .line 81
    new-instance v2, Lcom/shotbook/clinic/ClinicProvider$3$2;

    invoke-direct {v2, p0, p1}, Lcom/shotbook/clinic/ClinicProvider$3$2;-><init>(Lcom/shotbook/clinic/ClinicProvider$3;Landroid/content/Context;)V

    invoke-virtual {v1, v2}, Lcom/shotbook/tools/ShotPool;->execute(Ljava/lang/Runnable;)V

    .line 88
    const-string p1, "{\"queued\":true}"

    invoke-static {p1}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
