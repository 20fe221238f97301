.class final Lcom/example/r29b/Reply;
.super Ljava/lang/Object;
.source "Reply.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r29b/Reply$Builder;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
