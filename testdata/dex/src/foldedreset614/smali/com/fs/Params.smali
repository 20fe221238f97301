.class final Lcom/fs/Params;
.super Ljava/lang/Object;
.source "Params.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

