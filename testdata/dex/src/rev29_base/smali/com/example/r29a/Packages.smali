.class final Lcom/example/r29a/Packages;
.super Ljava/lang/Object;
.source "Packages.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r29a/Packages$Uid;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
