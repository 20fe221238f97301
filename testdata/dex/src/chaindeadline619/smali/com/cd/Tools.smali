.class final Lcom/cd/Tools;
.super Ljava/lang/Object;
.source "Tools.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    return-void
.end method

