.class final Lcom/wl/Reply;
.super Ljava/lang/Object;
.source "Reply.java"

# instance fields
.field final status:Ljava/lang/String;
.field final token:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v2, v1, Lcom/wl/Reply;->status:Ljava/lang/String;
    .line 9
    iput-object v3, v1, Lcom/wl/Reply;->token:Ljava/lang/String;
    .line 10
    return-void
.end method


# virtual methods
.method needsUser()Z
    .registers 3
    .line 13
    const-string v0, "USER_ACTION_REQUIRED"
    iget-object v1, v2, Lcom/wl/Reply;->status:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

