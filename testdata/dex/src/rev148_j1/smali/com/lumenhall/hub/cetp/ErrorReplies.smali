.class public final Lcom/lumenhall/hub/cetp/ErrorReplies;
.super Ljava/lang/Object;
.source "ErrorReplies.java"


# instance fields
.field private final tag:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/lumenhall/hub/cetp/ErrorReplies;->tag:Ljava/lang/String;

    .line 17
    return-void
.end method


# virtual methods
.method public reply(Ljava/lang/String;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 8

    .line 20
    move-object v4, p2

    .line 21
    instance-of v0, v4, Ljava/util/concurrent/CompletionException;

    if-eqz v0, :cond_0

    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    .line 22
    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v4

    .line 24
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/ErrorReplies;->tag:Ljava/lang/String;

    const-string v1, "tool failed"

    invoke-static {v0, v1, v4}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 25
    instance-of v0, v4, Ljava/lang/SecurityException;

    if-eqz v0, :cond_1

    .line 26
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "This app has no grant for that device"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 28
    :cond_1
    instance-of v0, v4, Ljava/util/NoSuchElementException;

    if-eqz v0, :cond_2

    .line 29
    const-string v1, "INVALID_ARGS"

    const-string v2, "No such device"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 31
    :cond_2
    instance-of v0, v4, Ljava/util/concurrent/TimeoutException;

    if-eqz v0, :cond_3

    .line 32
    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The command was not started before the deadline"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 35
    :cond_3
    instance-of v0, v4, Ljava/io/IOException;

    if-nez v0, :cond_4

    instance-of v0, v4, Ljava/io/UncheckedIOException;

    if-eqz v0, :cond_5

    .line 36
    :cond_4
    const-string v1, "UNAVAILABLE"

    const-string v2, "The hub could not read its logs"

    const/4 v3, 0x1

    invoke-static {p1, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 38
    :cond_5
    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The hub could not complete this tool"

    const/4 v3, 0x0

    invoke-static {p1, v1, v2, v3}, Lcom/lumenhall/hub/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
