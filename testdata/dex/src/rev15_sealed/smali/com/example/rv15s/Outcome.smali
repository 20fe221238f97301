.class public abstract Lcom/example/rv15s/Outcome;
.super Ljava/lang/Object;
.source "Outcome.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/rv15s/Outcome$Denied;,
        Lcom/example/rv15s/Outcome$Failed;,
        Lcom/example/rv15s/Outcome$Ok;
    }
.end annotation

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/rv15s/Outcome;-><init>()V
    return-void
.end method
