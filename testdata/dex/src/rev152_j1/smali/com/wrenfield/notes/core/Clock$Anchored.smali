.class public final Lcom/wrenfield/notes/core/Clock$Anchored;
.super Ljava/lang/Object;
.source "Clock.java"

# interfaces
.implements Lcom/wrenfield/notes/core/Clock;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/core/Clock;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Anchored"
.end annotation


# instance fields
.field private final elapsedAtStart:J

.field private final wallAtStart:J


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iput-wide v0, p0, Lcom/wrenfield/notes/core/Clock$Anchored;->wallAtStart:J

    .line 20
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v0

    iput-wide v0, p0, Lcom/wrenfield/notes/core/Clock$Anchored;->elapsedAtStart:J

    return-void
.end method


# virtual methods
.method public now()J
    .registers 7

    .line 24
    iget-wide v0, p0, Lcom/wrenfield/notes/core/Clock$Anchored;->wallAtStart:J

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    iget-wide v4, p0, Lcom/wrenfield/notes/core/Clock$Anchored;->elapsedAtStart:J

    sub-long/2addr v2, v4

    add-long/2addr v0, v2

    return-wide v0
.end method
