.class public final Lcom/greenwick/garden/cetp/ErrorMapper;
.super Ljava/lang/Object;
.source "ErrorMapper.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "GreenwickTools"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public map(Ljava/lang/String;Ljava/lang/Exception;)Landroid/os/Bundle;
    .registers 7

    .line 13
    const-string v0, "GreenwickTools"

    const-string v1, "tool call failed"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 14
    instance-of v0, p2, Lorg/json/JSONException;

    if-eqz v0, :cond_0

    .line 15
    const-string v1, "INVALID_ARGS"

    const-string v2, "The arguments do not match the tool\'s input schema"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 18
    :cond_0
    instance-of v0, p2, Landroid/database/sqlite/SQLiteException;

    if-eqz v0, :cond_1

    .line 19
    const-string v1, "UNAVAILABLE"

    const-string v2, "Greenwick\'s storage is busy, try again shortly"

    const/4 v3, 0x1

    invoke-static {p1, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 21
    :cond_1
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "Greenwick could not complete the request"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/greenwick/garden/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
