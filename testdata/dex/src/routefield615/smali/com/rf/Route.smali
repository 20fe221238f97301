.class abstract Lcom/rf/Route;
.super Ljava/lang/Object;
.source "Route.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

