.class public final Lcom/laserlog/core/Reply;
.super Ljava/lang/Object;
.source "Reply.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/laserlog/core/Reply$Builder;
    }
.end annotation


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method public static builder(Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;
    .registers 3

    .line 13
    new-instance v0, Lcom/laserlog/core/Reply$Builder;

    invoke-direct {v0}, Lcom/laserlog/core/Reply$Builder;-><init>()V

    const-string v1, "status"

    invoke-virtual {v0, v1, p0}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    return-object v0
.end method

.method public static error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 29
    const-string v0, "error"

    invoke-static {v0}, Lcom/laserlog/core/Reply;->builder(Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "error_code"

    invoke-virtual {v0, v1, p0}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "error_message"

    invoke-virtual {v0, v1, p1}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/laserlog/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static file(Landroid/os/Parcelable;)Landroid/os/Bundle;
    .registers 3

    .line 21
    const-string v0, "success"

    invoke-static {v0}, Lcom/laserlog/core/Reply;->builder(Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "result_fd"

    invoke-virtual {v0, v1, p0}, Lcom/laserlog/core/Reply$Builder;->parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/laserlog/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5

    .line 33
    const-string v0, "error"

    invoke-static {v0}, Lcom/laserlog/core/Reply;->builder(Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "error_code"

    const-string v2, "USER_ACTION_REQUIRED"

    invoke-virtual {v0, v1, v2}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "error_message"

    const-string v2, "confirm in LaserLog"

    invoke-virtual {v0, v1, v2}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    .line 34
    const-string v1, "resolution"

    invoke-virtual {v0, v1, p0}, Lcom/laserlog/core/Reply$Builder;->parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "resume_token"

    invoke-virtual {v0, v1, p1}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/laserlog/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    .line 33
    return-object v0
.end method

.method public static negotiated(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 4

    .line 25
    const-string v0, "success"

    invoke-static {v0}, Lcom/laserlog/core/Reply;->builder(Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "data"

    const-string v2, "{\"selected_version\":2}"

    invoke-virtual {v0, v1, v2}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "session_token"

    invoke-virtual {v0, v1, p0}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/laserlog/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method public static ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 3

    .line 17
    const-string v0, "success"

    invoke-static {v0}, Lcom/laserlog/core/Reply;->builder(Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    const-string v1, "data"

    invoke-virtual {v0, v1, p0}, Lcom/laserlog/core/Reply$Builder;->str(Ljava/lang/String;Ljava/lang/String;)Lcom/laserlog/core/Reply$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/laserlog/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
