.class final Lcom/tb/Events;
.super Ljava/lang/Object;
.source "Events.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

