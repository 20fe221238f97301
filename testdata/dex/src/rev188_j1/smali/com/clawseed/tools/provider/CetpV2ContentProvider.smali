.class public abstract Lcom/clawseed/tools/provider/CetpV2ContentProvider;
.super Landroid/content/ContentProvider;
.source "CetpV2ContentProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private static a()V
    .registers 3

    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-static {}, Landroid/os/Process;->myUid()I

    move-result v1

    if-eq v0, v1, :cond_0

    .line 41
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "tool providers answer call() only"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 43
    :cond_0
    return-void
.end method


# virtual methods
.method protected authorize(ILandroid/os/Bundle;[Ljava/lang/String;)Z
    .registers 5

    .line 26
    const/4 v0, 0x0

    return v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 64
    invoke-static {}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;->a()V

    .line 65
    const/4 v0, 0x0

    return v0
.end method

.method protected getMutationExecutor()Lcom/clawseed/tools/provider/CetpMutationExecutor;
    .registers 2

    .line 21
    const/4 v0, 0x0

    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 53
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 58
    invoke-static {}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;->a()V

    .line 59
    const/4 v0, 0x0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 47
    invoke-static {}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;->a()V

    .line 48
    const/4 v0, 0x0

    return-object v0
.end method

.method protected final runMutation(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/concurrent/Callable<",
            "Landroid/os/Bundle;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 32
    invoke-virtual {p0}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;->getMutationExecutor()Lcom/clawseed/tools/provider/CetpMutationExecutor;

    move-result-object v7

    .line 33
    if-nez v7, :cond_0

    .line 34
    invoke-interface {p6}, Ljava/util/concurrent/Callable;->call()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0

    .line 36
    :cond_0
    move-object v0, v7

    move v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move-object v5, p5

    move-object v6, p6

    invoke-interface/range {v0 .. v6}, Lcom/clawseed/tools/provider/CetpMutationExecutor;->execute(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/concurrent/Callable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 70
    invoke-static {}, Lcom/clawseed/tools/provider/CetpV2ContentProvider;->a()V

    .line 71
    const/4 v0, 0x0

    return v0
.end method
