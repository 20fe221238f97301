.class final Lcom/ff/Params$ClearWeek;
.super Ljava/lang/Object;
.source "Params.java"

# instance fields
.field final week:Ljava/lang/String;
.field final confirmed:Z


# direct methods
.method constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/ff/Params$ClearWeek;->week:Ljava/lang/String;
    .line 13
    iput-boolean v3, v1, Lcom/ff/Params$ClearWeek;->confirmed:Z
    .line 14
    return-void
.end method

