.class public abstract Lcom/visitloop/care/VisitError;
.super Ljava/lang/Object;
.source "Care.kt"


.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/visitloop/care/VisitError;-><init>()V
    return-void
.end method

