.class public final Lcom/ferncastle/plugin/Result;
.super Ljava/lang/Object;
.source "Result.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/plugin/Result$Kind;
    }
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field public final cause:Ljava/lang/Throwable;

.field public final code:Ljava/lang/String;

.field public final fd:Landroid/os/ParcelFileDescriptor;

.field public final kind:Lcom/ferncastle/plugin/Result$Kind;

.field public final message:Ljava/lang/String;

.field public final resolution:Landroid/app/PendingIntent;

.field public final resumeToken:Ljava/lang/String;

.field public final retryAfterMs:J

.field public final retryable:Z

.field public final value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Result$Kind;",
            "TT;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "ZJ",
            "Ljava/lang/Throwable;",
            "Landroid/app/PendingIntent;",
            "Ljava/lang/String;",
            "Landroid/os/ParcelFileDescriptor;",
            ")V"
        }
    .end annotation

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    iput-object p1, p0, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    .line 27
    iput-object p2, p0, Lcom/ferncastle/plugin/Result;->value:Ljava/lang/Object;

    .line 28
    iput-object p3, p0, Lcom/ferncastle/plugin/Result;->code:Ljava/lang/String;

    .line 29
    iput-object p4, p0, Lcom/ferncastle/plugin/Result;->message:Ljava/lang/String;

    .line 30
    iput-boolean p5, p0, Lcom/ferncastle/plugin/Result;->retryable:Z

    .line 31
    iput-wide p6, p0, Lcom/ferncastle/plugin/Result;->retryAfterMs:J

    .line 32
    iput-object p8, p0, Lcom/ferncastle/plugin/Result;->cause:Ljava/lang/Throwable;

    .line 33
    iput-object p9, p0, Lcom/ferncastle/plugin/Result;->resolution:Landroid/app/PendingIntent;

    .line 34
    iput-object p10, p0, Lcom/ferncastle/plugin/Result;->resumeToken:Ljava/lang/String;

    .line 35
    iput-object p11, p0, Lcom/ferncastle/plugin/Result;->fd:Landroid/os/ParcelFileDescriptor;

    .line 36
    return-void
.end method

.method public static failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Z)",
            "Lcom/ferncastle/plugin/Result<",
            "TT;>;"
        }
    .end annotation

    .line 48
    new-instance v0, Lcom/ferncastle/plugin/Result;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->FAILED:Lcom/ferncastle/plugin/Result$Kind;

    move-object v1, v0

    const/4 v3, 0x0

    move-object v4, p0

    move-object v5, p1

    move v6, p2

    const-wide/16 v7, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lcom/ferncastle/plugin/Result;-><init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static failed(Ljava/lang/String;Ljava/lang/String;ZLjava/lang/Throwable;)Lcom/ferncastle/plugin/Result;
    .registers 17
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Z",
            "Ljava/lang/Throwable;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "TT;>;"
        }
    .end annotation

    .line 52
    new-instance v0, Lcom/ferncastle/plugin/Result;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->FAILED:Lcom/ferncastle/plugin/Result$Kind;

    move-object v1, v0

    const/4 v3, 0x0

    move-object v4, p0

    move-object v5, p1

    move v6, p2

    const-wide/16 v7, 0x0

    move-object/from16 v9, p3

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lcom/ferncastle/plugin/Result;-><init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static file(Ljava/lang/Object;Landroid/os/ParcelFileDescriptor;)Lcom/ferncastle/plugin/Result;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(TT;",
            "Landroid/os/ParcelFileDescriptor;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "TT;>;"
        }
    .end annotation

    .line 44
    new-instance v0, Lcom/ferncastle/plugin/Result;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->FILE:Lcom/ferncastle/plugin/Result$Kind;

    move-object v1, v0

    move-object v3, p0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-wide/16 v7, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    move-object v12, p1

    invoke-direct/range {v1 .. v12}, Lcom/ferncastle/plugin/Result;-><init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/ferncastle/plugin/Result;
    .registers 15
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Landroid/app/PendingIntent;",
            "Ljava/lang/String;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "TT;>;"
        }
    .end annotation

    .line 60
    new-instance v0, Lcom/ferncastle/plugin/Result;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->NEEDS_USER:Lcom/ferncastle/plugin/Result$Kind;

    move-object v1, v0

    const/4 v3, 0x0

    const-string v4, "USER_ACTION_REQUIRED"

    const-string v5, "Confirm this in Ferncastle Journal"

    const/4 v6, 0x0

    const-wide/16 v7, 0x0

    const/4 v9, 0x0

    move-object v10, p0

    move-object v11, p1

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lcom/ferncastle/plugin/Result;-><init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(TT;)",
            "Lcom/ferncastle/plugin/Result<",
            "TT;>;"
        }
    .end annotation

    .line 39
    new-instance v0, Lcom/ferncastle/plugin/Result;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->OK:Lcom/ferncastle/plugin/Result$Kind;

    move-object v1, v0

    move-object v3, p0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const-wide/16 v7, 0x0

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lcom/ferncastle/plugin/Result;-><init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method

.method public static throttled(Ljava/lang/String;J)Lcom/ferncastle/plugin/Result;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/String;",
            "J)",
            "Lcom/ferncastle/plugin/Result<",
            "TT;>;"
        }
    .end annotation

    .line 56
    new-instance v0, Lcom/ferncastle/plugin/Result;

    sget-object v2, Lcom/ferncastle/plugin/Result$Kind;->FAILED:Lcom/ferncastle/plugin/Result$Kind;

    move-object v1, v0

    const/4 v3, 0x0

    const-string v4, "RATE_LIMITED"

    move-object v5, p0

    const/4 v6, 0x1

    move-wide v7, p1

    const/4 v9, 0x0

    const/4 v10, 0x0

    const/4 v11, 0x0

    const/4 v12, 0x0

    invoke-direct/range {v1 .. v12}, Lcom/ferncastle/plugin/Result;-><init>(Lcom/ferncastle/plugin/Result$Kind;Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;ZJLjava/lang/Throwable;Landroid/app/PendingIntent;Ljava/lang/String;Landroid/os/ParcelFileDescriptor;)V

    return-object v0
.end method


# virtual methods
.method public succeeded()Z
    .registers 3

    .line 65
    iget-object v0, p0, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    sget-object v1, Lcom/ferncastle/plugin/Result$Kind;->OK:Lcom/ferncastle/plugin/Result$Kind;

    if-eq v0, v1, :cond_0

    iget-object v0, p0, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    sget-object v1, Lcom/ferncastle/plugin/Result$Kind;->FILE:Lcom/ferncastle/plugin/Result$Kind;

    if-ne v0, v1, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public terminal()Z
    .registers 3

    .line 70
    iget-object v0, p0, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    sget-object v1, Lcom/ferncastle/plugin/Result$Kind;->OK:Lcom/ferncastle/plugin/Result$Kind;

    if-eq v0, v1, :cond_0

    iget-object v0, p0, Lcom/ferncastle/plugin/Result;->kind:Lcom/ferncastle/plugin/Result$Kind;

    sget-object v1, Lcom/ferncastle/plugin/Result$Kind;->FAILED:Lcom/ferncastle/plugin/Result$Kind;

    if-ne v0, v1, :cond_1

    iget-boolean v0, p0, Lcom/ferncastle/plugin/Result;->retryable:Z

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
