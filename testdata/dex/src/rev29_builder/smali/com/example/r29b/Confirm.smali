.class final Lcom/example/r29b/Confirm;
.super Ljava/lang/Object;
.source "Confirm.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r29b/Confirm$Builder;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
