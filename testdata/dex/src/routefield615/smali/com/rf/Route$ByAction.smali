.class final Lcom/rf/Route$ByAction;
.super Lcom/rf/Route;
.source "Route.java"

# instance fields
.field final action:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 12
    invoke-direct {v1}, Lcom/rf/Route;-><init>()V
    .line 13
    iput-object v2, v1, Lcom/rf/Route$ByAction;->action:Ljava/lang/String;
    .line 14
    return-void
.end method

