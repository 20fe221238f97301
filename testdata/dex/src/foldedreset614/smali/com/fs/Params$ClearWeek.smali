.class final Lcom/fs/Params$ClearWeek;
.super Ljava/lang/Object;
.source "Params.java"

# instance fields
.field week:Ljava/lang/String;
.field confirmed:Z


# direct methods
.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method setWeek(Ljava/lang/String;)V
    .registers 3
    .line 12
    iput-object v2, v1, Lcom/fs/Params$ClearWeek;->week:Ljava/lang/String;
    .line 13
    return-void
.end method

.method setConfirmed(Z)V
    .registers 3
    .line 16
    iput-boolean v2, v1, Lcom/fs/Params$ClearWeek;->confirmed:Z
    .line 17
    return-void
.end method

.method dropClientClaims()V
    .registers 3
    .line 21
    const/4 v1, 0x0
    iput-boolean v1, v2, Lcom/fs/Params$ClearWeek;->confirmed:Z
    .line 22
    return-void
.end method

