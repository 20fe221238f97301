.class final Lcom/rs/Session;
.super Ljava/lang/Object;
.source "Session.java"

# instance fields
.field final uid:I
.field final async:Z


# direct methods
.method constructor <init>(IZ)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput v2, v1, Lcom/rs/Session;->uid:I
    .line 10
    iput-boolean v3, v1, Lcom/rs/Session;->async:Z
    .line 11
    return-void
.end method

