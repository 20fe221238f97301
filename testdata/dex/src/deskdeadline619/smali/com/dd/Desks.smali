.class final Lcom/dd/Desks;
.super Ljava/lang/Object;
.source "Desks.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    return-void
.end method

