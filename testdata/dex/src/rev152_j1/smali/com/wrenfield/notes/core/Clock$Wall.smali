.class public final Lcom/wrenfield/notes/core/Clock$Wall;
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
    name = "Wall"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public now()J
    .registers 3

    .line 13
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    return-wide v0
.end method
