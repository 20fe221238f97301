.class final Lcom/example/r29v/Reply;
.super Ljava/lang/Object;
.source "Reply.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r29v/Reply$Builder;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static auth()Lcom/example/r29v/Reply$Builder;
    .registers 2
    .line 6
    new-instance v0, Lcom/example/r29v/Reply$Builder;
    invoke-direct {v0}, Lcom/example/r29v/Reply$Builder;-><init>()V
    const-string v1, "AUTH_REQUIRED"
    invoke-virtual {v0, v1}, Lcom/example/r29v/Reply$Builder;->code(Ljava/lang/String;)Lcom/example/r29v/Reply$Builder;
    move-result-object v0
    return-object v0
.end method
